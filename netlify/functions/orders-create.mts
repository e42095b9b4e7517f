// POST /api/orders (header Idempotency-Key): places an order from product ids and quantities.
// 201 { order, accessToken, payment }; 400 field errors; 404/409 naming the product; 409 payment
// method switched off; 413 body too large; 422 key reused with another body; 429 over the limit.
import type { Config, Context } from '@netlify/functions';
import { getEnv } from '../../src/server/config/env.ts';
import { zodFields } from '../../src/server/admin/validation.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { readJsonBody } from '../../src/server/http/json-body.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/outbox/mail-delivery.ts';
import { IDEMPOTENCY_KEY_PATTERN, orderRequestSchema } from '../../src/server/orders/order-request.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';

const MAX_BODY_BYTES = 32 * 1024;

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext) => {
  // per client address per 10 minutes (ORDER_RATE_LIMIT, default 30)
  await enforceRateLimit(context, 'orders', getEnv().ORDER_RATE_LIMIT, 600);
  const key = req.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'An Idempotency-Key header is required (8 to 200 letters, digits, - _ . :)', {
      code: 'idempotency_key_required',
      fields: { 'Idempotency-Key': ['required: 8 to 200 characters among letters, digits, - _ . :'] },
    });
  }
  const parsed = orderRequestSchema.safeParse(await readJsonBody(req, MAX_BODY_BYTES));
  if (!parsed.success) throw new HttpError(400, 'Invalid order', { code: 'validation_failed', fields: zodFields(parsed.error) });
  const response = await placeOrder(parsed.data, key);
  // the order's e-mails are being delivered after the commit: Netlify keeps the instance for that
  keepAliveForMail(context);
  return response;
});

export const config: Config = { path: ['/api/orders'], method: ['POST'] };
