// A parcel as the back-office types it (the carrier, its tracking number, how many parcels, and the
// tracking address for another carrier), and the request it makes.
import type { ShipmentRequest } from '../../contract/admin/shipping.ts';
import { isCarrier, type Carrier } from '../../domain/shipping/carriers.ts';

export interface ShipmentDraft {
  carrier: Carrier;
  trackingNumber: string;
  parcels: string;
  trackingUrl: string;
}

export const emptyShipment = (): ShipmentDraft => ({
  carrier: 'bpost',
  trackingNumber: '',
  parcels: '1',
  trackingUrl: '',
});

export function shipmentRequest(draft: ShipmentDraft): ShipmentRequest {
  const parcels = Number(draft.parcels);
  return {
    carrier: isCarrier(draft.carrier) ? draft.carrier : 'other',
    tracking_number: draft.trackingNumber.trim(),
    ...(Number.isInteger(parcels) && parcels > 0 ? { parcels } : {}),
    ...(draft.carrier === 'other' ? { tracking_url: draft.trackingUrl.trim() } : {}),
  };
}
