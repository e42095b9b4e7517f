// An order's e-mails as the admin sees them (what, to whom, pending / sent / failed, attempts, the
// last error; src/contract/admin/order-emails.ts). Read only: sending one again is email-resend.ts.
import type { OrderEmail } from '../../../contract/admin/order-emails.ts';
import { getSql } from '../../db/client.ts';

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
