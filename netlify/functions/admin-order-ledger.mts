// The order's money, recorded by the owner (docs/payments-ledger.md; contract: src/contract/admin/ledger.ts):
//   POST /api/orders/{id}/payments {amount_cents, method, received_on, note?} -> 201 order detail + message
//   POST /api/orders/{id}/refunds  {amount_cents, reason, restock?} -> 201 order detail + message + refunds;
//        409 refund_too_large beyond what the order holds. 404 for no such order, 422 naming a bad field.
import type { Config } from '@netlify/functions';
import { LEDGER_MESSAGES, paymentRequestSchema, refundRequestSchema } from '../../src/contract/admin/ledger.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { getAdminOrder } from '../../src/server/orders/admin-orders.ts';
import { recordHandPayment } from '../../src/server/payments/ledger-payments.ts';
import { refundOrder } from '../../src/server/payments/ledger-refunds.ts';

export default adminRoute(async (req: Request, context: AdminContext, admin) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const id = parseId(context.params.id);
  const actor = `admin:${admin.email}`;
  const action = new URL(req.url).pathname.replace(/\/$/, '').split('/').pop();
  if (action === 'payments') {
    await recordHandPayment(id, await readJson(req, paymentRequestSchema), actor);
    keepAliveForMail(context);
    return json({ ...(await getAdminOrder(id)), message: LEDGER_MESSAGES.paymentRecorded(id) }, { status: 201 });
  }
  if (action === 'refunds') {
    const refunds = await refundOrder(id, await readJson(req, refundRequestSchema), actor);
    keepAliveForMail(context);
    return json(
      { ...(await getAdminOrder(id)), message: LEDGER_MESSAGES.refundRecorded(id), refunds },
      { status: 201 },
    );
  }
  throw notFound();
});

export const config: Config = { path: ['/api/orders/:id/payments', '/api/orders/:id/refunds'], method: ['POST'] };
