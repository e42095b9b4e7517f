// Packing (docs/shipping.md): the orders to pack, their packing slips (PDF) and several orders marked
// shipped in one request (GET /api/admin/packing, GET /api/admin/packing/slips?ids=,
// GET /api/orders/{id}/packing-slip, POST /api/admin/shipments/bulk).
import {
  bulkShipmentsAnswerSchema,
  packingListSchema,
  type BulkShipmentsRequest,
} from '../../contract/admin/packing.ts';
import { apiDownload, apiRequest } from './client.ts';

export type { PackingOrder } from '../../contract/admin/packing.ts';

export const getToPack = () => apiRequest('/admin/packing', { answer: packingListSchema });
/** The slips of the orders `ids`, one a page, each in its shopper's language; `language` names the file. */
export const packingSlips = (ids: readonly number[], language: string) =>
  apiDownload(`/admin/packing/slips?ids=${ids.join(',')}&lang=${encodeURIComponent(language)}`);
export const bulkShip = (body: BulkShipmentsRequest) =>
  apiRequest('/admin/shipments/bulk', { method: 'POST', body, answer: bulkShipmentsAnswerSchema });
