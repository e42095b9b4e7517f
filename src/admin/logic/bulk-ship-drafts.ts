// The rows of "mark shipped" for several orders: one parcel draft per order. A row's carrier follows
// the row above until the owner picks one for it (a day's parcels mostly go with one carrier), and
// the server's errors (shipments.N.field) are handed back to row N by field (shipment-errors.ts).
import type { BulkShipmentsRequest } from '../../contract/admin/packing.ts';
import type { Carrier } from '../../domain/shipping/carriers.ts';
import { emptyShipment, shipmentRequest, type ShipmentDraft } from './shipment-draft.ts';

export interface BulkRow {
  orderId: number;
  draft: ShipmentDraft;
  /** The owner chose this row's carrier: it no longer follows the row above. */
  carrierChosen: boolean;
}

export const bulkRows = (orderIds: readonly number[]): BulkRow[] =>
  orderIds.map((orderId) => ({ orderId, draft: emptyShipment(), carrierChosen: false }));

/** Row `index` changed; a new carrier flows down to the rows below that still follow. */
export function changeRow(rows: readonly BulkRow[], index: number, changes: Partial<ShipmentDraft>): BulkRow[] {
  const next = rows.map((row, i) => (i === index ? { ...row, draft: { ...row.draft, ...changes } } : row));
  const carrier: Carrier | undefined = changes.carrier;
  if (carrier === undefined) return next;
  let following = true;
  return next.map((row, i) => {
    if (i === index) return { ...row, carrierChosen: true };
    if (i < index || !following) return row;
    if (row.carrierChosen) {
      following = false;
      return row;
    }
    return { ...row, draft: { ...row.draft, carrier } };
  });
}

export const bulkRequest = (rows: readonly BulkRow[]): BulkShipmentsRequest => ({
  shipments: rows.map((row) => ({ order_id: row.orderId, ...shipmentRequest(row.draft) })),
});
