// GET /api/orders/{id}/invoice-pdf?lang=&document=: the order's invoice (or the credit note asked, or a
// pro forma) as a PDF download; the contract: src/contract/admin/orders.ts. Its own function because
// the PDF renderer is large: only this one, the accountant's export and the mail senders ship it, so
// the other admin functions stay small (docs/benchmark.md).
import type { Config } from '@netlify/functions';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { parseId } from '../../src/server/http/params.ts';
import { requestedDocument } from '../../src/server/invoices/document-request.ts';
import { renderInvoicePdf } from '../../src/server/invoices/invoice-pdf.ts';

export default adminRoute(async (req: Request, context: AdminContext) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const content = await requestedDocument(new URL(req.url), parseId(context.params.id));
  return new Response((await renderInvoicePdf(content)) as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${content.fileName}"`,
      'cache-control': 'no-store',
    },
  });
});

export const config: Config = { path: ['/api/orders/:id/invoice-pdf'], method: ['GET'] };
