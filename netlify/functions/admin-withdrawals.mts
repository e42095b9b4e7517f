// Returns in the back-office (contract: src/contract/admin/withdrawals.ts; docs/withdrawal.md):
//   GET   /api/admin/withdrawals[?status=][&order_id=] -> {items}
//   PATCH /api/admin/withdrawals/{id} {goods_received}  -> the withdrawal
import type { Config } from '@netlify/functions';
import { adminWithdrawalsQuerySchema, withdrawalPatchSchema } from '../../src/contract/admin/withdrawals.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { parseRequest } from '../../src/server/http/validation.ts';
import { listWithdrawals, markGoodsReceived } from '../../src/server/withdrawal/admin-withdrawals.ts';

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
  if (req.method !== 'PATCH') throw methodNotAllowed(['PATCH']);
  const patch = await readJson(req, withdrawalPatchSchema);
  return json(await markGoodsReceived(parseId(context.params.id), patch.goods_received));
});

export const config: Config = {
  path: ['/api/admin/withdrawals', '/api/admin/withdrawals/:id'],
  method: ['GET', 'PATCH'],
};
