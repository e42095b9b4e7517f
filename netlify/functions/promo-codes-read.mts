// GET /api/promo-codes/{code}: 200 { code, percent_off } for an active code (any case), else 404.
// Rate-limited so that codes cannot be enumerated.
import type { Config, Context } from '@netlify/functions';
import type { PromoCodeAnswer } from '../../src/contract/promo.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { findActivePromoCode } from '../../src/server/promo-codes/promo-codes.ts';

export default withErrors(async (_req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  await enforceRateLimit(context, 'promo-code', 30, 60);
  const promo = await findActivePromoCode(context.params.code ?? '');
  if (!promo) throw notFound('Unknown promo code');
  return json({ code: promo.code, percent_off: promo.percentOff } satisfies PromoCodeAnswer);
});

export const config: Config = { path: ['/api/promo-codes/:code'], method: ['GET'] };
