// POST /api/orders (header Idempotency-Key): places an order from product ids and quantities
// (src/contract/orders.ts). 201 { order, accessToken, payment }; 400 without a valid Idempotency-Key
// or a body that is not JSON; 422 naming each refused field, or the key reused with another body;
// 404/409 naming the product; 409 payment method switched off; 413 body too large; 429 over the limit.
// The limit counts orders placed: a refused try (a 4xx for bad input, stock, a used promo code) or a
// failure gives its attempt back, so a shopper correcting a form never locks themselves out. Every
// try, refused or not, also counts toward a ceiling ten times higher, so a flood still meets a limit.
import type { Config, Context } from '@netlify/functions';
import { IDEMPOTENCY_KEY_PATTERN, orderRequestSchema } from '../../src/contract/orders.ts';
import { getEnv } from '../../src/server/config/env.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { takeAttemptUnderCeiling } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';

const MAX_BODY_BYTES = 32 * 1024;
/** Every try per client address per 10 minutes, refused ones included: this many times the order limit. */
const TRIES_PER_ORDER = 10;

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext & DeployContext) => {
  refuseInPreview(context);
  // per client address per 10 minutes (ORDER_RATE_LIMIT orders placed, default 30)
  const limit = getEnv().ORDER_RATE_LIMIT;
  const attempt = await takeAttemptUnderCeiling(context, 'orders', {
    max: limit,
    ceiling: limit * TRIES_PER_ORDER,
    windowSeconds: 600,
  });
  try {
    return await placeFrom(req, context);
  } catch (error) {
    await attempt.giveBack();
    throw error;
  }
});

async function placeFrom(req: Request, context: MailContext): Promise<Response> {
  const key = req.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'An Idempotency-Key header is required (8 to 200 letters, digits, - _ . :)', {
      code: 'idempotency_key_required',
      fields: { 'Idempotency-Key': ['required: 8 to 200 characters among letters, digits, - _ . :'] },
    });
  }
  const request = await readRequest(req, orderRequestSchema, { maxBytes: MAX_BODY_BYTES, message: 'Invalid order' });
  const placed = await placeOrder(request, key);
  // the order's e-mails are being delivered after the commit: Netlify keeps the instance for that
  keepAliveForMail(context);
  return json(placed, { status: 201 });
}

export const config: Config = { path: ['/api/orders'], method: ['POST'] };
