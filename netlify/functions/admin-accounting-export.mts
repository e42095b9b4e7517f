// GET /api/admin/accounting-export?from=&to=&lang= -> a ZIP of the period's invoice and credit note
// PDFs with documents.csv and payments.csv (src/server/accounting/accounting-export.ts).
// Contract: src/contract/admin/accounting.ts.
import type { Config } from '@netlify/functions';
import { accountingExportQuerySchema } from '../../src/contract/admin/accounting.ts';
import { accountingExport } from '../../src/server/accounting/accounting-export.ts';
import { readQuery } from '../../src/server/http/admin-request.ts';
import { adminRoute, methodNotAllowed } from '../../src/server/http/admin-route.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';

export default adminRoute(async (req: Request) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const query = readQuery(new URL(req.url), accountingExportQuerySchema);
  const { zip, fileName } = await accountingExport(query.from, query.to, query.lang);
  return new Response(zip as BodyInit, {
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
});

export const config: Config = { path: ['/api/admin/accounting-export'], method: ['GET'] };
