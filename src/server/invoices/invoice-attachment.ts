// The invoice PDF of a "payment received" e-mail, drawn when the e-mail goes out: the
// invoice it names, as the admin downloads it. An order deleted since has no lines to print any more:
// the e-mail then goes without it (its number stays in the series, in public.invoices).
import { getAdminOrder } from '../orders/admin-orders.ts';
import { HttpError } from '../http/errors.ts';
import { pickDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { EmailAttachment } from '../mail/mailer.ts';
import type { InvoicePdfAttachment } from '../mail/email-layout.ts';
import { getShopSettings } from '../settings/settings-repository.ts';

export async function invoicePdfAttachment(a: InvoicePdfAttachment): Promise<EmailAttachment | null> {
  let order;
  try {
    order = await getAdminOrder(a.orderId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
  const doc = pickDocument(order.invoices ?? [], a.document);
  if (!doc) return null;
  const content = Buffer.from(await renderInvoicePdf(order, doc, await getShopSettings(), a.language));
  return {
    filename: a.filename,
    contentType: 'application/pdf',
    cid: `invoice-${a.document}`,
    content,
    disposition: 'attachment',
  };
}
