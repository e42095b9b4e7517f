// The PDF of an e-mail (the invoice of "payment received", a credit note), drawn when the e-mail goes
// out, as the admin downloads it: from the documents' own loader, not the back-office's order view
// (which lists the order's e-mails, so the mail queue must not depend on it). An order deleted since
// has no lines to print any more: the e-mail then goes without it (its number stays in the series).
import type { EmailAttachment } from '../mail/mailer.ts';
import type { InvoicePdfAttachment } from '../mail/email-layout.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { orderDocumentContent } from './invoice-render.ts';

export async function invoicePdfAttachment(a: InvoicePdfAttachment): Promise<EmailAttachment | null> {
  const found = await orderDocumentContent(a.orderId, a.document, a.language);
  if (!found.found) return null;
  return {
    filename: a.filename,
    contentType: 'application/pdf',
    cid: `invoice-${a.document}`,
    content: Buffer.from(await renderInvoicePdf(found.content)),
    disposition: 'attachment',
  };
}
