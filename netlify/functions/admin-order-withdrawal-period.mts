// An order's withdrawal period in the back-office (contract: src/contract/admin/withdrawals.ts; docs/withdrawal.md):
//   GET /api/orders/{id}/withdrawal-period               -> {order_id, state, legal_ends_on, open_until, ends_on}
//   PUT /api/orders/{id}/withdrawal-period {open_until}  -> the same; the owner extends it (never shortens it)
import type { Config } from '@netlify/functions';
import { withdrawalPeriodRequestSchema } from '../../src/contract/admin/withdrawals.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { getWithdrawalPeriod, setWithdrawalOpenUntil } from '../../src/server/withdrawal/withdrawal-period.ts';

export default adminRoute(async (req: Request, context: AdminContext) => {
  const orderId = parseId(context.params.id);
  if (req.method === 'GET') return json(await getWithdrawalPeriod(orderId));
  if (req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
  const body = await readJson(req, withdrawalPeriodRequestSchema);
  return json(await setWithdrawalOpenUntil(orderId, body.open_until));
});

export const config: Config = { path: ['/api/orders/:id/withdrawal-period'], method: ['GET', 'PUT'] };
