// GET /api/admin/back-in-stock: how many shoppers wait for each product (confirmed alerts), by id.
import { waitingShoppersSchema } from '../../contract/admin/back-in-stock.ts';
import { apiRequest } from './client.ts';

export async function listWaitingShoppers(): Promise<ReadonlyMap<number, number>> {
  const { waiting } = await apiRequest('/admin/back-in-stock', { answer: waitingShoppersSchema });
  return new Map(waiting.map((w) => [w.product_id, w.count]));
}
