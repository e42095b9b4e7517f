// GET /api/admin/back-in-stock -> { waiting: [{ product_id, count }] }: how many shoppers wait for each
// product (confirmed back-in-stock alerts), shown in the back-office's products list
// (contract: src/contract/admin/back-in-stock.ts).
import type { Config } from '@netlify/functions';
import type { WaitingShoppers } from '../../src/contract/admin/back-in-stock.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { waitingShoppers } from '../../src/server/back-in-stock/alerts.ts';
import { json } from '../../src/server/http/responses.ts';

export default adminRoute(async (req: Request) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  return json((await waitingShoppers()) satisfies WaitingShoppers);
});

export const config: Config = { path: ['/api/admin/back-in-stock'], method: ['GET'] };
