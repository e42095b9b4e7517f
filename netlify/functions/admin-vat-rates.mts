// VAT rates: GET and POST /api/admin/vat-rates, DELETE /api/admin/vat-rates/{country}/{validFrom}
// (contract: src/contract/admin/vat.ts; rules: src/server/tax/vat-rates-admin.ts).
import type { Config } from '@netlify/functions';
import { VAT_RATE_MESSAGES, vatRateRequestSchema } from '../../src/contract/admin/vat.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { deleteVatRate, listAdminVatRates, saveVatRate } from '../../src/server/tax/vat-rates-admin.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { json } from '../../src/server/http/responses.ts';

export default adminRoute(async (req: Request, context: AdminContext) => {
  if (context.params.country === undefined) {
    if (req.method === 'GET') return json(await listAdminVatRates());
    if (req.method === 'POST')
      return json(await saveVatRate(await readJson(req, vatRateRequestSchema)), { status: 201 });
    throw methodNotAllowed(['GET', 'POST']);
  }
  if (req.method !== 'DELETE') throw methodNotAllowed(['DELETE']);
  await deleteVatRate(context.params.country, context.params.validFrom);
  return json({ message: VAT_RATE_MESSAGES.deleted });
});

export const config: Config = {
  path: ['/api/admin/vat-rates', '/api/admin/vat-rates/:country/:validFrom'],
  method: ['GET', 'POST', 'DELETE'],
};
