// An order's e-mails as the admin sees them (what, to whom, pending / sent / failed, attempts, the
// last error; src/contract/admin/order-emails.ts), and "send again": a new outbox row with the same
// content and a new Message-ID. A new row, not the old one reset: the first e-mail's history stays as
// it was (sent at, attempts), and a copy with the old Message-ID could be dropped as a duplicate by
// the shopper's mail server.
import type { EmailState, OrderEmail } from '../../../contract/admin/order-emails.ts';
import { getSql } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { kickMailDelivery } from './mail-delivery.ts';
import { newMessageId } from './outgoing-email.ts';

interface Row extends Omit<OrderEmail, 'next_attempt_at' | 'sent_at' | 'created_at'> {
  next_attempt_at: Date;
  sent_at: Date | null;
  created_at: Date;
}

const iso = (d: Date) => new Date(d).toISOString();

/** Oldest first, as they were written. */
export async function orderEmails(orderId: number): Promise<OrderEmail[]> {
  const rows = await getSql()<Row[]>`
    select id, kind, recipient, subject, status, attempts, last_error, next_attempt_at, sent_at, created_at, resend_of, requested_by
      from public.outgoing_emails where order_id = ${orderId} order by id`;
  return rows.map((r) => ({
    ...r,
    next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    sent_at: r.sent_at === null ? null : iso(r.sent_at),
    created_at: iso(r.created_at),
  }));
}

export const RESEND_MESSAGES = {
  notFound: 'No such e-mail for this order.',
  stillPending: 'This e-mail is still being sent: it leaves as soon as the mail server answers.',
  /** Shown to the admin on success (the back-office speaks French). */
  queued: 'E-mail remis en file d’envoi.',
} as const;

/** Queues a copy of one of the order's e-mails; 404 for another order's, 409 while it is still pending. */
export async function resendOrderEmail(orderId: number, emailId: number, requestedBy: string): Promise<number> {
  const [row] = await getSql()<{ id: number | null; status: EmailState }[]>`
    with original as (select * from public.outgoing_emails where id = ${emailId} and order_id = ${orderId}),
         copy as (
           insert into public.outgoing_emails (order_id, kind, recipient, reply_to, subject, html, text_body, attachments, message_id, resend_of, requested_by)
           select order_id, kind, recipient, reply_to, subject, html, text_body, attachments, ${newMessageId()}, id, ${requestedBy} from original where status <> 'pending'
           returning id)
    select (select id from copy) as id, status from original`;
  if (!row) throw notFound(RESEND_MESSAGES.notFound);
  if (row.id === null) throw new HttpError(409, RESEND_MESSAGES.stillPending, { code: 'email_pending' });
  void kickMailDelivery();
  return row.id;
}
