// Scheduled every 15 minutes on Netlify (and by the local runner): delivers the outbox's due e-mails, the
// retries after a failed attempt and whatever a delivery run after a commit left. The run stops
// claiming after its time budget (a scheduled function is stopped at 30 s); the next run goes on.
// Every 15 minutes, not every minute: each commit that queues an e-mail kicks delivery at once
// (kickMailDelivery), so this is the safety net for retries, at 2,880 invocations a month. It draws
// the invoice PDFs some e-mails carry (as send-emails-background.mts does; no other function ships
// the renderer).
import type { Config } from '@netlify/functions';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { invoicePdfAttachment } from '../../src/server/invoices/invoice-attachment.ts';
import { drawInvoicePdfsWith } from '../../src/server/mail/queue/deliver.ts';
import { kickMailDelivery } from '../../src/server/mail/queue/mail-delivery.ts';

export default withErrors(async () => {
  drawInvoicePdfsWith(invoicePdfAttachment);
  await kickMailDelivery();
  return json({ ok: true });
});

export const config: Config = { schedule: '*/15 * * * *' };
