// The order document an admin request asks for, shared by the printable page (admin-orders.mts) and
// the PDF download (admin-order-pdf.mts, the one admin function that ships the PDF renderer).
import { ORDER_MESSAGES } from '../../contract/admin/orders.ts';
import { notFound } from '../http/errors.ts';
import { languageParam } from '../http/params.ts';
import type { InvoiceContent } from './invoice-content.ts';
import { orderDocumentContent } from './invoice-render.ts';

/** The document asked (`?document=`, else the latest invoice, else a pro forma), in `?lang=` or the order's language. */
export async function requestedDocument(url: URL, id: number): Promise<InvoiceContent> {
  const language = url.searchParams.get('lang') ? languageParam(url) : null;
  const found = await orderDocumentContent(id, url.searchParams.get('document'), language);
  if (!found.found)
    throw found.reason === 'order' ? notFound(ORDER_MESSAGES.notFound) : notFound('No such invoice for this order');
  return found.content;
}
