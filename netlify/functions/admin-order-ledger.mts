// The order's money, recorded by the owner (docs/payments-ledger.md; contract: src/contract/admin/ledger.ts):
//   POST /api/orders/{id}/payments {amount_cents, method, received_on, note?} -> 201 order detail + message
//   POST /api/orders/{id}/refunds  {amount_cents, reason, restock?, idempotency_key?} -> 201 order detail +
//        message + refunds; restock: true (every unit not back on sale) or [{product_id, quantity}];
//        the Idempotency-Key header (or idempotency_key) makes the same form submission one refund: sent
//        again, it answers the first one's refunds. 409 refund_too_large beyond what the order holds.
//        404 for no such order, 422 naming a bad field (restock.0.quantity, Idempotency-Key).
import type { Config } from '@netlify/functions';
import { LEDGER_MESSAGES, paymentRequestSchema, refundRequestSchema } from '../../src/contract/admin/ledger.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { getAdminOrder } from '../../src/server/orders/admin-orders.ts';
import { recordHandPayment } from '../../src/server/payments/ledger-payments.ts';
import { refundOnce } from '../../src/server/payments/refund-requests.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/contract/orders.ts';
import { HttpError, notFound } from '../../src/server/http/errors.ts';

/** The refund form submission's key: the Idempotency-Key header, else the body's; 400 for a malformed header. */
function refundKeyOf(req: Request, fromBody: string | undefined): string | null {
  const header = req.headers.get('idempotency-key');
  if (header === null) return fromBody ?? null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header))
    throw new HttpError(400, 'A malformed Idempotency-Key header (8 to 200 letters, digits, - _ . :)', {
      code: 'bad_request',
      fields: { 'Idempotency-Key': ['8 to 200 characters among letters, digits, - _ . :'] },
    });
  return header;
}

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
    const request = await readJson(req, refundRequestSchema);
    const refunds = await refundOnce(id, request, actor, refundKeyOf(req, request.idempotency_key));
    keepAliveForMail(context);
    return json(
      { ...(await getAdminOrder(id)), message: LEDGER_MESSAGES.refundRecorded(id), refunds },
      { status: 201 },
    );
  }
  throw notFound();
});

export const config: Config = { path: ['/api/orders/:id/payments', '/api/orders/:id/refunds'], method: ['POST'] };
