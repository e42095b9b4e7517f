// VAT rates: GET /api/admin/vat-rates -> { today, rates }; POST { country, rate_bp, valid_from } -> 201
// the rate (from today on; replaces one scheduled for that day); DELETE /api/admin/vat-rates/{country}/{validFrom}
// -> { message } (a rate not yet in force only). See src/server/admin/dashboard/vat-rates-admin.ts.
import type { Config, Context } from '@netlify/functions';
import { adminRoute, methodNotAllowed } from '../../src/server/admin/admin-route.ts';
import { deleteVatRate, listAdminVatRates, saveVatRate, VAT_RATE_MESSAGES, vatRateSchema } from '../../src/server/admin/dashboard/vat-rates-admin.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(
  adminRoute(async (req: Request, context: Pick<Context, 'params'>) => {
    if (context.params.country === undefined) {
      if (req.method === 'GET') return json(await listAdminVatRates());
      if (req.method === 'POST') return json(await saveVatRate(await readJson(req, vatRateSchema)), { status: 201 });
      throw methodNotAllowed(['GET', 'POST']);
    }
    if (req.method !== 'DELETE') throw methodNotAllowed(['DELETE']);
    await deleteVatRate(context.params.country, context.params.validFrom);
    return json({ message: VAT_RATE_MESSAGES.deleted });
  }),
);

export const config: Config = { path: ['/api/admin/vat-rates', '/api/admin/vat-rates/:country/:validFrom'], method: ['GET', 'POST', 'DELETE'] };
