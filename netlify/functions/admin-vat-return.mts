// GET /api/admin/vat-return?quarter=2026-Q3 -> the quarter's net and VAT per destination country,
// scheme and rate (src/server/admin/dashboard/vat-return.ts); &format=csv -> the same as a CSV file.
// Without quarter: the current one (Brussels).
import type { Config } from '@netlify/functions';
import { adminRoute } from '../../src/server/admin/admin-route.ts';
import { quarterOf, vatReturn, vatReturnCsv } from '../../src/server/admin/dashboard/vat-return.ts';
import { brusselsDay } from '../../src/domain/tax/vat-rates.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(
  adminRoute(async (req: Request) => {
    const url = new URL(req.url);
    const report = await vatReturn(url.searchParams.get('quarter') || quarterOf(brusselsDay(new Date())));
    if (url.searchParams.get('format') !== 'csv') return json(report);
    return new Response(vatReturnCsv(report), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="vat-${report.quarter}.csv"`,
        'cache-control': 'no-store',
        ...API_SECURITY_HEADERS,
      },
    });
  }),
);

export const config: Config = { path: ['/api/admin/vat-return'], method: ['GET'] };
