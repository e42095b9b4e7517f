// "Send again" for one stored e-mail of an order: a new queue row with the same content and a new
// Message-ID. A new row, not the old one reset: the first e-mail's history stays as it was (sent at,
// attempts), and a copy with the old Message-ID could be dropped as a duplicate by the shopper's mail
// server. (Queuing the order confirmation again is another action: order-emails.ts.)
import type { EmailState } from '../../../contract/admin/order-emails.ts';
import { getSql } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { kickMailDelivery } from './mail-delivery.ts';
import { newMessageId } from './outgoing-email.ts';

export const RESEND_MESSAGES = {
  notFound: 'No such e-mail for this order.',
  stillPending: 'This e-mail is still being sent: it leaves as soon as the mail server answers.',
  /** Shown to the admin on success (the back-office speaks French). */
  queued: 'E-mail remis en file d’envoi.',
} as const;

/** Queues a copy of one of the order's e-mails; 404 for another order's, 409 while it is still pending. */
export async function resendStoredEmail(orderId: number, emailId: number, requestedBy: string): Promise<number> {
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
