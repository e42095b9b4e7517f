// The outbox's sender: claims one due row at a time, sends it, and marks it sent, or failed with a
// later attempt (growing backoff) until none is left. The claim is a lease taken in one short
// statement over `for update skip locked`: no transaction stays open while the mail server works, and
// of two senders (two function instances, the scheduled run and the one after a commit) never both
// hold a row. A sender that dies mid-send leaves the lease to run out; the row is then tried again
// under the same Message-ID (SMTP cannot promise more than that: the receiver may see it twice).
// The invoice PDFs some e-mails carry are drawn only by a process that was given the drawer
// (drawInvoicePdfsWith: the functions that deliver mail, netlify/functions/send-emails*.mts): the
// PDF renderer is too large to ship in every function that queues an e-mail. A run without it
// leaves those rows, and the rows behind them for the same person, to a run that has it.
import { randomUUID } from 'node:crypto';
import { getSql } from '../../db/client.ts';
import { getMailer, shopSender, type EmailAttachment, type Mailer } from '../index.ts';
import { isInvoicePdf, type InvoicePdfAttachment, type StoredAttachment } from '../email-layout.ts';
import { qrPng } from '../../payments/qr-image.ts';
import { deliveryPolicy, errorLine, isPermanentFailure, retryDelayMs, type DeliveryPolicy } from './delivery-policy.ts';

interface ClaimedRow {
  id: number;
  order_id: number | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text_body: string;
  attachments: StoredAttachment[];
  message_id: string;
  list_unsubscribe: string | null;
  attempts: number;
  created_at: Date;
}

export interface DeliveryReport {
  sent: number[];
  retrying: number[];
  failed: number[];
}

const seconds = (ms: number) => ms / 1000;

/** Draws an e-mail's invoice PDF (null: the order is gone, the e-mail goes without it). */
export type InvoicePdfDrawer = (a: InvoicePdfAttachment) => Promise<EmailAttachment | null>;

let invoicePdfDrawer: InvoicePdfDrawer | null = null;

/** Lets this process's runs deliver the e-mails that carry an invoice PDF (null: leave them). */
export function drawInvoicePdfsWith(drawer: InvoicePdfDrawer | null): void {
  invoicePdfDrawer = drawer;
}

export function drawsInvoicePdfs(): boolean {
  return invoicePdfDrawer !== null;
}

/** Whether a due e-mail waits for a run that draws invoice PDFs. */
export async function invoiceMailDue(): Promise<boolean> {
  const [row] = await getSql()<{ due: boolean }[]>`
    select exists (select 1 from public.outgoing_emails
                    where status = 'pending' and next_attempt_at <= now() and (held_until is null or held_until <= now())
                      and attachments @> '[{"kind": "invoice_pdf"}]') as due`;
  return row?.due ?? false;
}

/**
 * The oldest due row that nobody holds, leased to `token`. A held row (held-emails.ts) is due once its
 * hold has passed: claiming it releases it for good, so a late completion finds it gone. An order's later e-mail to the same
 * person waits while an earlier one is pending, so they arrive in reading order (the confirmation,
 * then the transfer instructions) even with several senders.
 */
async function claimNext(token: string, policy: DeliveryPolicy, withPdfs: boolean): Promise<ClaimedRow | null> {
  const [row] = await getSql()<ClaimedRow[]>`
    with next as (
       select e.id from public.outgoing_emails e
        where e.status = 'pending' and e.next_attempt_at <= now()
          and (e.held_until is null or e.held_until <= now())
          and (e.lease_until is null or e.lease_until < now())
          and (${withPdfs}::boolean or not e.attachments @> '[{"kind": "invoice_pdf"}]')
          and not exists (select 1 from public.outgoing_emails b
                           where b.order_id = e.order_id and b.recipient = e.recipient and b.status = 'pending' and b.id < e.id)
        order by e.next_attempt_at, e.id
        limit 1
        for update skip locked
     )
     update public.outgoing_emails e
        set lease_until = now() + make_interval(secs => ${seconds(policy.leaseMs)}), lease_token = ${token}, attempts = e.attempts + 1,
            held_until = null
       from next where e.id = next.id
     returning e.id, e.order_id, e.recipient, e.reply_to, e.subject, e.html, e.text_body, e.attachments, e.message_id,
               e.list_unsubscribe, e.attempts, e.created_at`;
  return row ?? null;
}

async function markSent(row: ClaimedRow, token: string): Promise<void> {
  const updated = await getSql()`
    update public.outgoing_emails
       set status = 'sent', sent_at = now(), lease_until = null, lease_token = null, last_error = null
     where id = ${row.id} and lease_token = ${token} returning id`;
  if (updated.length === 0) console.warn(`outgoing e-mail ${row.id}: sent, but its lease had passed to another sender`);
}

async function markFailed(
  row: ClaimedRow,
  token: string,
  error: unknown,
  policy: DeliveryPolicy,
): Promise<'retrying' | 'failed'> {
  const delay = isPermanentFailure(error) ? null : retryDelayMs(row.attempts, policy.backoffMs);
  await getSql()`
    update public.outgoing_emails
       set status = ${delay === null ? 'failed' : 'pending'}, next_attempt_at = now() + make_interval(secs => ${seconds(delay ?? 0)}),
           last_error = ${errorLine(error)}, lease_until = null, lease_token = null
     where id = ${row.id} and lease_token = ${token}`;
  return delay === null ? 'failed' : 'retrying';
}

/** Gives up on a send that outlived its time, so the lease is never outlived by the attempt. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer from the mail server within ${ms} ms`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Never called: a run without a drawer claims no row with a PDF. */
const noDrawer: InvoicePdfDrawer = () => Promise.reject(new Error('this process draws no invoice PDF'));

/** The inline QR codes drawn now, from the text stored with the e-mail, and the invoice PDF (gone with a deleted order). */
async function attachmentsOf(row: ClaimedRow, drawPdf: InvoicePdfDrawer | null): Promise<EmailAttachment[]> {
  const drawn = await Promise.all(
    row.attachments.map(async (a) =>
      isInvoicePdf(a)
        ? (drawPdf ?? noDrawer)(a)
        : {
            filename: a.filename,
            cid: a.cid,
            contentType: 'image/png',
            content: await qrPng(a.qrText, { maxVersion: a.maxVersion }),
          },
    ),
  );
  return drawn.filter((a): a is EmailAttachment => a !== null);
}

/**
 * Delivers the due rows until none is left or the run's time is up. `mailer` defaults to the
 * environment's (SMTP_URL, or the embedded default's local outbox); `drawPdf` to the process's drawer
 * (none: the rows with an invoice PDF wait).
 */
export async function deliverDueEmails(
  options: { mailer?: Mailer; policy?: DeliveryPolicy; drawPdf?: InvoicePdfDrawer | null } = {},
): Promise<DeliveryReport> {
  const policy = options.policy ?? deliveryPolicy();
  const drawPdf = options.drawPdf === undefined ? invoicePdfDrawer : options.drawPdf;
  const report: DeliveryReport = { sent: [], retrying: [], failed: [] };
  const started = Date.now();
  let mailer: Mailer | undefined = options.mailer;
  let from: string | undefined;
  const token = randomUUID();
  while (Date.now() - started < policy.runBudgetMs) {
    const row = await claimNext(token, policy, drawPdf !== null);
    if (!row) break;
    try {
      mailer ??= getMailer();
      from ??= await shopSender();
      await withTimeout(
        mailer.send({
          from,
          to: row.recipient,
          replyTo: row.reply_to ?? undefined,
          subject: row.subject,
          html: row.html,
          text: row.text_body,
          attachments: await attachmentsOf(row, drawPdf),
          messageId: row.message_id,
          date: new Date(row.created_at),
          listUnsubscribe: row.list_unsubscribe ?? undefined,
        }),
        policy.sendTimeoutMs,
      );
      await markSent(row, token);
      report.sent.push(row.id);
    } catch (error) {
      const outcome = await markFailed(row, token, error, policy);
      console.error(
        `outgoing e-mail ${row.id} (order ${row.order_id ?? '-'}), attempt ${row.attempts}: ${errorLine(error)}; ${outcome}`,
      );
      report[outcome].push(row.id);
    }
  }
  return report;
}
