// An order's e-mails as the admin sees them (what, to whom, pending / sent / failed, attempts, the
// last error), and "send again": a new outbox row with the same content and a new Message-ID. A new
// row, not the old one reset: the first e-mail's history stays as it was (sent at, attempts), and a
// copy with the old Message-ID could be dropped as a duplicate by the shopper's mail server.
import { getSql } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { kickMailDelivery } from './mail-delivery.ts';
import { newMessageId, type EmailKind } from './outgoing-email.ts';

export type EmailState = 'pending' | 'sent' | 'failed';

export interface OrderEmailView {
  id: number;
  kind: EmailKind;
  recipient: string;
  subject: string;
  status: EmailState;
  attempts: number;
  last_error: string | null;
  /** A pending e-mail's next attempt. */
  next_attempt_at: string | null;
  sent_at: string | null;
  created_at: string;
  /** The e-mail this one sends again, if any. */
  resend_of: number | null;
  requested_by: string;
}

interface Row extends Omit<OrderEmailView, 'next_attempt_at' | 'sent_at' | 'created_at'> {
  next_attempt_at: Date;
  sent_at: Date | null;
  created_at: Date;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** Oldest first, as they were written. */
export async function orderEmails(orderId: number): Promise<OrderEmailView[]> {
  const rows = await getSql().unsafe<Row[]>(
    `select id, kind, recipient, subject, status, attempts, last_error, next_attempt_at, sent_at, created_at, resend_of, requested_by
       from public.outgoing_emails where order_id = $1 order by id`,
    [orderId],
  );
  return rows.map((r) => ({
    ...r,
    next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    sent_at: iso(r.sent_at),
    created_at: iso(r.created_at)!,
  }));
}

export const RESEND_MESSAGES = {
  notFound: 'E-mail introuvable pour cette commande.',
  stillPending: 'Cet e-mail est encore en cours d’envoi : il part dès que le serveur de mail répond.',
  queued: 'E-mail remis en file d’envoi.',
} as const;

/** Queues a copy of one of the order's e-mails; 404 for another order's, 409 while it is still pending. */
export async function resendOrderEmail(orderId: number, emailId: number, requestedBy: string): Promise<number> {
  const [row] = await getSql().unsafe<{ id: number | null; status: EmailState }[]>(
    `with original as (select * from public.outgoing_emails where id = $1 and order_id = $2),
          copy as (
            insert into public.outgoing_emails (order_id, kind, recipient, reply_to, subject, html, text_body, attachments, message_id, resend_of, requested_by)
            select order_id, kind, recipient, reply_to, subject, html, text_body, attachments, $3, id, $4 from original where status <> 'pending'
            returning id)
     select (select id from copy) as id, status from original`,
    [emailId, orderId, newMessageId(), requestedBy],
  );
  if (!row) throw notFound(RESEND_MESSAGES.notFound);
  if (row.id === null) throw new HttpError(409, RESEND_MESSAGES.stillPending, { code: 'email_pending' });
  void kickMailDelivery();
  return row.id;
}
