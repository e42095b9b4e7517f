// GET /api/promo-codes/{code}[?email=…]: 200 { code, percent_off } for an active code (any case), else
// 404. With the shopper's address, a once-per-address code (a first-order code) already used with it
// is refused: 422 promo_code_used naming promoCode. Rate-limited so that codes cannot be enumerated.
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import type { PromoCodeAnswer } from '../../src/contract/promo.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { findActivePromoCode, promoUsedBy, promoUsedError } from '../../src/server/promo-codes/promo-codes.ts';
import { getSql } from '../../src/server/db/client.ts';

const emailSchema = z.string().trim().max(254).pipe(z.email());

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  await enforceRateLimit(context, 'promo-code', 30, 60);
  const promo = await findActivePromoCode(context.params.code ?? '');
  if (!promo) throw notFound('Unknown promo code');
  // an address that is not one is not checked: the order's own form refuses it
  const email = emailSchema.safeParse(new URL(req.url).searchParams.get('email') ?? '');
  if (promo.oncePerEmail && email.success && (await promoUsedBy(getSql(), promo.code, email.data)))
    throw promoUsedError();
  return json({ code: promo.code, percent_off: promo.percentOff } satisfies PromoCodeAnswer);
});

export const config: Config = { path: ['/api/promo-codes/:code'], method: ['GET'] };
