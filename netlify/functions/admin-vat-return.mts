// GET /api/admin/vat-return?quarter=2026-Q3 -> the quarter's net and VAT per destination country,
// scheme and rate (src/server/tax/vat-return.ts); &format=csv&lang=fr -> the same as a CSV file in the admin's language.
// Without quarter: the current one (Brussels). Contract: src/contract/admin/vat.ts.
import type { Config } from '@netlify/functions';
import { vatReturnQuerySchema } from '../../src/contract/admin/vat.ts';
import { brusselsDay } from '../../src/domain/tax/vat-rates.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { quarterOf, vatReturn, vatReturnCsv } from '../../src/server/tax/vat-return.ts';
import { readQuery } from '../../src/server/http/admin-request.ts';
import { json } from '../../src/server/http/responses.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';

export default adminRoute(async (req: Request) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const query = readQuery(new URL(req.url), vatReturnQuerySchema);
  const report = await vatReturn(query.quarter ?? quarterOf(brusselsDay(new Date())));
  if (query.format !== 'csv') return json(report);
  return new Response(vatReturnCsv(report, query.lang), {
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="vat-${report.quarter}.csv"`,
      'cache-control': 'no-store',
    },
  });
});

export const config: Config = { path: ['/api/admin/vat-return'], method: ['GET'] };
