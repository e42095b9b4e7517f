// Promo codes: GET /api/admin/promo-codes -> [code]; POST {code, percent_off, active?} -> 201 code
// (409 when it exists); PUT /api/admin/promo-codes/{code} {percent_off?, active?} -> code;
// DELETE /api/admin/promo-codes/{code} -> {message, code}.
import type { Config, Context } from '@netlify/functions';
import { adminRoute, methodNotAllowed } from '../../src/server/admin/admin-route.ts';
import {
  createPromoCode,
  createPromoSchema,
  deletePromoCode,
  listPromoCodes,
  PROMO_MESSAGES,
  promoCodeParam,
  updatePromoCode,
  updatePromoSchema,
} from '../../src/server/admin/dashboard/promo-codes-admin.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(
  adminRoute(async (req: Request, context: Pick<Context, 'params'>) => {
    if (context.params.code === undefined) {
      if (req.method === 'GET') return json(await listPromoCodes());
      if (req.method === 'POST') return json(await createPromoCode(await readJson(req, createPromoSchema)), { status: 201 });
      throw methodNotAllowed(['GET', 'POST']);
    }
    const code = promoCodeParam(context.params.code);
    if (req.method === 'PUT') return json(await updatePromoCode(code, await readJson(req, updatePromoSchema)));
    if (req.method === 'DELETE') {
      await deletePromoCode(code);
      return json({ message: PROMO_MESSAGES.deleted, code });
    }
    throw methodNotAllowed(['PUT', 'DELETE']);
  }),
);

export const config: Config = { path: ['/api/admin/promo-codes', '/api/admin/promo-codes/:code'], method: ['GET', 'POST', 'PUT', 'DELETE'] };
