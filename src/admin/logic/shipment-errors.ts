// The server's refusals of a parcel, in the admin's language: a 422 names its fields (carrier,
// tracking_number, ... under shipment. for a status change, under shipments.N. for several orders) with
// French words for developers; the admin reads its own words for each field (shipments.errors.*), as
// the other admin forms word the server's codes (failure-text.ts). A field the form does not show is
// left to the form's one-line failure.
import type { FieldErrors } from '../../contract/errors.ts';

export const SHIPMENT_ERROR_FIELDS = ['carrier', 'tracking_number', 'parcels', 'tracking_url', 'order_id'] as const;
export type ShipmentErrorField = (typeof SHIPMENT_ERROR_FIELDS)[number];

const isShown = (field: string): field is ShipmentErrorField =>
  (SHIPMENT_ERROR_FIELDS as readonly string[]).includes(field);

/**
 * The admin.json key of each refused field of one parcel: `prefix` is where the parcel sits in the
 * request ('shipment.' in a status change, 'shipments.2.' for the third row, '' for a parcel alone).
 */
export function shipmentErrorKeys(
  fields: FieldErrors | undefined,
  prefix = '',
): Partial<Record<ShipmentErrorField, string>> {
  const keys: Partial<Record<ShipmentErrorField, string>> = {};
  for (const name of Object.keys(fields ?? {})) {
    if (!name.startsWith(prefix)) continue;
    const field = name.slice(prefix.length);
    if (isShown(field)) keys[field] = `shipments.errors.${field}`;
  }
  return keys;
}

/** The refused fields of a request that holds several parcels at once, row by row (shipments.N.*). */
export const rowErrorKeys = (fields: FieldErrors | undefined, row: number) =>
  shipmentErrorKeys(fields, `shipments.${row}.`);
