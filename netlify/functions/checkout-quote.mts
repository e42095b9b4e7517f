// POST /api/checkout/quote { items, country, promoCode?, language? }: the order's lines, totals and
// VAT rate for that destination, as POST /api/orders would price it now (src/server/orders/checkout-quote.ts).
// 400 naming the field (a country the shop does not ship to: "country"); 404 naming an unknown product.
import type { Config, Context } from '@netlify/functions';
import { zodFields } from '../../src/server/admin/validation.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { readJsonBody } from '../../src/server/http/json-body.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { quoteCheckout, quoteRequestSchema } from '../../src/server/orders/checkout-quote.ts';

const MAX_BODY_BYTES = 32 * 1024;

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  // a checkout asks once per change of country or basket
  await enforceRateLimit(context, 'checkout-quote', 120, 60);
  const parsed = quoteRequestSchema.safeParse(await readJsonBody(req, MAX_BODY_BYTES));
  if (!parsed.success) throw new HttpError(400, 'Invalid quote request', { code: 'validation_failed', fields: zodFields(parsed.error) });
  return json(await quoteCheckout(parsed.data));
});

export const config: Config = { path: ['/api/checkout/quote'], method: ['POST'] };
