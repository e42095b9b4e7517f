// POST /api/checkout/quote { items, country, promoCode?, email?, language? }: the order's lines, totals,
// VAT rate and delivery time for that destination, as POST /api/orders would price it now
// (src/contract/checkout.ts). 422 naming each refused field (a country the shop does not ship to:
// "country", code country_not_shipped; an unknown promo code: "promoCode", code invalid_promo_code);
// 404 naming an unknown product. A code the e-mail address may not use is answered in
// unavailablePromoCode (200, figures without it).
import type { Config, Context } from '@netlify/functions';
import { quoteRequestSchema } from '../../src/contract/checkout.ts';
import { enforceRateLimit, withinRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { QUOTE_EMAIL_CHECKS, quoteCheckout } from '../../src/server/orders/checkout-quote.ts';

const MAX_BODY_BYTES = 32 * 1024;

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  // a checkout asks once per change of country or basket
  await enforceRateLimit(context, 'checkout-quote', 120, 60);
  const request = await readRequest(req, quoteRequestSchema, {
    maxBytes: MAX_BODY_BYTES,
    message: 'Invalid quote request',
  });
  const { email, ...rest } = request;
  const checkEmail =
    email !== undefined &&
    Boolean(request.promoCode) &&
    (await withinRateLimit(context, 'checkout-quote-email', QUOTE_EMAIL_CHECKS.max, QUOTE_EMAIL_CHECKS.windowSeconds));
  return json(await quoteCheckout(checkEmail ? request : rest));
});

export const config: Config = { path: ['/api/checkout/quote'], method: ['POST'] };
