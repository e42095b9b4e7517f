// POST /api/orders/{id}/refund -> 200 {...order, message, refunds: [{provider, amount_cents, result}]}:
// an order marked "refund needed" (its provider refused the refund, or could not be reached) asks the
// provider again, with the same Idempotency-Key per payment as the first attempt; each attempt is in the
// payment and status histories, and the mark goes once everything is refunded. 404 for no such order;
// 409 refund_not_needed for an order that owes nothing back. Contract: src/contract/admin/orders.ts.
import type { Config } from '@netlify/functions';
import { ORDER_MESSAGES } from '../../src/contract/admin/orders.ts';
import { adminRoute, type AdminContext } from '../../src/server/http/admin-route.ts';
import { getAdminOrder } from '../../src/server/orders/admin-orders.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { retryRefund } from '../../src/server/payments/refund-retry.ts';

export default adminRoute(async (_req: Request, context: AdminContext, admin) => {
  const id = parseId(context.params.id);
  const outcomes = await retryRefund(id, `admin:${admin.email}`);
  keepAliveForMail(context);
  const refunds = outcomes.map((o) => ({ provider: o.provider, amount_cents: o.amountCents, result: o.result }));
  return json({ ...(await getAdminOrder(id)), message: ORDER_MESSAGES.refundRetried(id), refunds });
});

export const config: Config = { path: ['/api/orders/:id/refund'], method: ['POST'] };
