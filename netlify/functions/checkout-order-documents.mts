// The shopper's invoices and credit notes (src/contract/order-documents.ts), opened with the order's
// access token in the X-Order-Token header like the order itself (shopper-order-access.ts): the list,
// and each one's PDF in the page's language (?lang=, else the order's). A pro forma is never given
// here: only documents issued in the year's series.
import type { Config, Context } from '@netlify/functions';
import type { OrderDocumentsAnswer } from '../../src/contract/order-documents.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { languageParam, parseId } from '../../src/server/http/params.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, pdfDownload, withErrors } from '../../src/server/http/responses.ts';
import { orderInvoices } from '../../src/server/invoices/invoice-document.ts';
import { renderInvoicePdf } from '../../src/server/invoices/invoice-pdf.ts';
import { orderDocumentContent } from '../../src/server/invoices/invoice-render.ts';
import { orderForShopper } from '../../src/server/orders/shopper-order-access.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  await enforceRateLimit(context, 'checkout-order-documents', 60, 60);
  const order = await orderForShopper(req, parseId(context.params.id));
  const invoices = await orderInvoices(order.id);
  const number = context.params.number;
  if (number === undefined) {
    const documents = invoices.map(({ kind, number, issued_at }) => ({ kind, number, issued_at }));
    return json({ documents } satisfies OrderDocumentsAnswer, { headers: { 'cache-control': 'no-store' } });
  }
  if (!invoices.some((i) => i.number === number)) throw notFound('No such document for this order');
  const url = new URL(req.url);
  const language = url.searchParams.get('lang') ? languageParam(url) : null;
  const found = await orderDocumentContent(order.id, number, language);
  if (!found.found) throw notFound('No such document for this order');
  return pdfDownload(await renderInvoicePdf(found.content), found.content.fileName);
});

export const config: Config = {
  path: ['/api/checkout/orders/:id/documents', '/api/checkout/orders/:id/documents/:number'],
  method: ['GET'],
};
