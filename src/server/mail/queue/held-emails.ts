// Held e-mails: queued in the transaction of the change they tell about (so a crash right after the
// change cannot lose them), with content that is true on its own, but kept back until a later step
// completes them (rewrites them with what that step learnt: a refund's credit note) and releases them.
// If that step never comes (the process died in between) or fails, the sender takes the row once its
// hold has passed (deliver.ts; the hold's length: delivery-policy.ts), as first written: the shopper gets exactly one e-mail either way.
// Claiming a row clears its hold, so a completion that comes too late finds nothing to rewrite and says so.
import type { EmailKind } from '../../../contract/admin/order-emails.ts';
import type { Db } from '../../db/client.ts';
import type { QueuedEmail } from './outgoing-email.ts';

/**
 * Rewrites the order's held e-mail of this kind with `email`'s content and releases it. False when no
 * such e-mail is held any more (its hold passed and the sender took it, or it was completed already).
 */
export async function completeHeldEmail(
  sql: Db,
  orderId: number,
  kind: EmailKind,
  email: QueuedEmail,
): Promise<boolean> {
  // a row the sender is claiming is locked: this waits for it, then sees its hold cleared and skips it
  const updated = await sql`
    update public.outgoing_emails
       set subject = ${email.subject}, html = ${email.html}, text_body = ${email.text},
           attachments = ${JSON.stringify(email.attachments ?? [])}::text::jsonb, held_until = null
     where order_id = ${orderId} and kind = ${kind} and status = 'pending' and held_until is not null
    returning id`;
  return updated.length > 0;
}

/** Releases the order's held e-mail of this kind as first written (the completing step failed). */
export async function releaseHeldEmail(sql: Db, orderId: number, kind: EmailKind): Promise<boolean> {
  const updated = await sql`
    update public.outgoing_emails set held_until = null
     where order_id = ${orderId} and kind = ${kind} and status = 'pending' and held_until is not null
    returning id`;
  return updated.length > 0;
}
