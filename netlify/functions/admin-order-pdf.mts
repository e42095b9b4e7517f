// The admin's PDF downloads; the contracts: src/contract/admin/orders.ts and packing.ts.
//   GET /api/orders/{id}/invoice-pdf?lang=&document=   the invoice (or the credit note asked, or a pro forma)
//   GET /api/orders/{id}/packing-slip?lang=            the order's packing slip
//   GET /api/admin/packing/slips?ids=&lang=            the slips of the selection, one per page
// Its own function because
// the PDF renderer is large: only this one, the accountant's export and the mail senders ship it, so
// the other admin functions stay small (docs/benchmark.md).
import { pdfDownload } from '../../src/server/http/responses.ts';
import type { Config } from '@netlify/functions';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { languageParam, parseId } from '../../src/server/http/params.ts';
import { requestedDocument } from '../../src/server/invoices/document-request.ts';
import { renderInvoicePdf } from '../../src/server/invoices/invoice-pdf.ts';
import { readQuery } from '../../src/server/http/admin-request.ts';
import { packingSlipsQuerySchema } from '../../src/contract/admin/packing.ts';
import { packingSlipsResponse } from '../../src/server/packing/packing-slips.ts';

export default adminRoute(async (req: Request, context: AdminContext) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const url = new URL(req.url);
  const language = url.searchParams.get('lang') ? languageParam(url) : 'fr';
  if (url.pathname.replace(/\/+$/, '') === '/api/admin/packing/slips')
    return packingSlipsResponse(readQuery(url, packingSlipsQuerySchema).ids, language);
  if (url.pathname.replace(/\/+$/, '').endsWith('/packing-slip'))
    return packingSlipsResponse([parseId(context.params.id)], language);
  const content = await requestedDocument(new URL(req.url), parseId(context.params.id));
  return pdfDownload(await renderInvoicePdf(content), content.fileName);
});

export const config: Config = {
  path: ['/api/orders/:id/invoice-pdf', '/api/orders/:id/packing-slip', '/api/admin/packing/slips'],
  method: ['GET'],
};
