// Promo codes: GET and POST /api/admin/promo-codes, PUT and DELETE /api/admin/promo-codes/{code}
// (contract: src/contract/admin/promo-codes.ts).
import type { Config } from '@netlify/functions';
import { PROMO_MESSAGES, promoCodeCreateSchema, promoCodeUpdateSchema } from '../../src/contract/admin/promo-codes.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import {
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  promoCodeParam,
  updatePromoCode,
} from '../../src/server/promo-codes/promo-codes-admin.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { json } from '../../src/server/http/responses.ts';

export default adminRoute(async (req: Request, context: AdminContext) => {
  if (context.params.code === undefined) {
    if (req.method === 'GET') return json(await listPromoCodes());
    if (req.method === 'POST')
      return json(await createPromoCode(await readJson(req, promoCodeCreateSchema)), { status: 201 });
    throw methodNotAllowed(['GET', 'POST']);
  }
  const code = promoCodeParam(context.params.code);
  if (req.method === 'PUT') return json(await updatePromoCode(code, await readJson(req, promoCodeUpdateSchema)));
  if (req.method === 'DELETE') {
    await deletePromoCode(code);
    return json({ message: PROMO_MESSAGES.deleted, code });
  }
  throw methodNotAllowed(['PUT', 'DELETE']);
});

export const config: Config = {
  path: ['/api/admin/promo-codes', '/api/admin/promo-codes/:code'],
  method: ['GET', 'POST', 'PUT', 'DELETE'],
};
