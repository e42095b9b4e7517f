// The admin's words for a parcel's refused fields and for the form's one-line failure: when the server
// named fields, the line says to correct them (the words are beside each field, never the server's
// French); any other failure is worded as every admin form words it (failure-text.ts).
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { commonKey, failureText } from '../../api/failure-text.ts';
import { SHIPMENT_ERROR_FIELDS, shipmentErrorKeys, type ShipmentErrorField } from '../../logic/shipment-errors.ts';
import type { ShipmentFieldErrors } from './ShipmentFields.tsx';

export function shipmentFieldWords(error: unknown, prefix: string, t: TFunction): ShipmentFieldErrors | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const keys = Object.entries(shipmentErrorKeys(error.fields, prefix)) as [ShipmentErrorField, string][];
  return keys.length ? Object.fromEntries(keys.map(([field, key]) => [field, t(key)])) : undefined;
}

/** A refused field the form shows beside itself (tracking_number, shipment.parcels, shipments.3.order_id). */
const shownBeside = (name: string) => SHIPMENT_ERROR_FIELDS.some((field) => name.split('.').at(-1) === field);

export function shipmentFailureText(error: unknown, fallbackKey: string, t: TFunction): string {
  const refused = error instanceof ApiError && error.kind === 'http' ? Object.keys(error.fields ?? {}) : [];
  if (refused.length > 0 && refused.every(shownBeside) && !commonKey(error)) return t(fallbackKey);
  return failureText(error, fallbackKey, t);
}
