// Returns in the back-office (contract: src/contract/admin/withdrawals.ts; docs/withdrawal.md):
//   GET   /api/admin/withdrawals[?status=][&order_id=] -> {items}
//   PATCH /api/admin/withdrawals/{id} {goods_received}  -> the withdrawal
//   POST  /api/admin/withdrawals/{id}/refusal {reason}  -> the withdrawal, refused; the reason e-mailed to the shopper
import type { Config } from '@netlify/functions';
import {
  adminWithdrawalsQuerySchema,
  withdrawalPatchSchema,
  withdrawalRefusalSchema,
} from '../../src/contract/admin/withdrawals.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { parseRequest } from '../../src/server/http/validation.ts';
import { listWithdrawals, markGoodsReceived } from '../../src/server/withdrawal/admin-withdrawals.ts';
import { refuseReturn } from '../../src/server/withdrawal/return-refusal.ts';

export default adminRoute(async (req: Request, context: AdminContext) => {
  if (context.params.id === undefined) {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    const query = parseRequest(
      adminWithdrawalsQuerySchema,
      Object.fromEntries(new URL(req.url).searchParams),
      'Invalid query',
    );
    return json({ items: await listWithdrawals({ status: query.status, orderId: query.order_id }) });
  }
  const id = parseId(context.params.id);
  if (new URL(req.url).pathname.endsWith('/refusal')) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const refusal = await readJson(req, withdrawalRefusalSchema);
    return json(await refuseReturn(id, refusal.reason));
  }
  if (req.method !== 'PATCH') throw methodNotAllowed(['PATCH']);
  const patch = await readJson(req, withdrawalPatchSchema);
  return json(await markGoodsReceived(id, patch.goods_received));
});

export const config: Config = {
  path: ['/api/admin/withdrawals', '/api/admin/withdrawals/:id', '/api/admin/withdrawals/:id/refusal'],
  method: ['GET', 'PATCH', 'POST'],
};
