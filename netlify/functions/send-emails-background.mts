// A Netlify background function (the -background name: Netlify answers 202 at once): delivers the due
// e-mails with the invoice PDF renderer, which only the senders ship (src/server/mail/queue/deliver.ts).
// A function that queued an e-mail carrying an invoice or a credit note delivers what it can and
// starts this one (src/server/mail/queue/mail-delivery.ts), so that e-mail leaves within moments too.
// Only the shop's own call is served (its key, src/server/http/shop-call-key.ts).
import { getEnv } from '../../src/server/config/env.ts';
import { isShopCall } from '../../src/server/http/shop-call-key.ts';
import { invoicePdfAttachment } from '../../src/server/invoices/invoice-attachment.ts';
import { drawInvoicePdfsWith } from '../../src/server/mail/queue/deliver.ts';
import { kickMailDelivery, PDF_SENDER } from '../../src/server/mail/queue/mail-delivery.ts';

export default async (req: Request): Promise<Response> => {
  if (!isShopCall(req, getEnv(), PDF_SENDER)) return new Response(null, { status: 401 });
  // this function ships the renderer: its runs deliver the e-mails with a PDF too
  drawInvoicePdfsWith(invoicePdfAttachment);
  await kickMailDelivery();
  return new Response(null, { status: 202 });
};
