// The shopper's e-mails about a refund (a provider's refund is asked outside any transaction): the
// refund e-mail, in a transaction of its own once the refund is recorded, and the cancellation e-mail
// of a card-paid order: queued held in the cancellation's transaction, completed with the card
// refund's credit note once it is made, or released as written if that never happens.
import { getSql, type Db } from '../db/client.ts';
import { deliveryPolicy } from '../mail/queue/delivery-policy.ts';
import { completeHeldEmail, releaseHeldEmail } from '../mail/queue/held-emails.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { enqueueEmails } from '../mail/queue/outgoing-email.ts';
import type { RefundWays } from '../payments/refund-ways.ts';
import { contextFor, creditNoteAttachments, renderStatusEmailFor } from './order-emails.ts';
import { renderRefundEmail } from './refund-email-template.ts';

/** "We refund you X": how it comes back, its credit notes attached. Nothing for a refund of nothing. */
export async function sendRefundEmail(orderId: number, ways: RefundWays): Promise<void> {
  if (ways.providerCents + ways.transferCents <= 0) return;
  await getSql().begin(async (tx) => {
    const ctx = await contextFor(tx, orderId);
    const rendered = renderRefundEmail(ctx, ways);
    await enqueueEmails(tx, [
      {
        kind: 'order_refunded',
        orderId,
        to: ctx.order.customer.email,
        ...rendered,
        attachments: creditNoteAttachments(ctx, ways.creditNotes),
      },
    ]);
  });
  void kickMailDelivery();
}

/**
 * In the cancellation's transaction, when a card refund follows: the cancellation e-mail, held
 * (held-emails.ts), saying the amount, how it comes back and that the refund is under way: what the
 * shopper reads if the refund step never completes it.
 */
export async function queueHeldCancellationEmail(tx: Db, orderId: number, planned: RefundWays): Promise<void> {
  const email = await renderStatusEmailFor(tx, orderId, 'cancelled', { refund: planned, refundPending: true });
  await enqueueEmails(tx, [{ ...email, holdMs: deliveryPolicy().holdMs }]);
}

/**
 * Once the card refunds are made: the held cancellation e-mail rewritten with them (their credit
 * notes attached) and released. If its hold had passed and it went out already, the refund e-mail
 * brings the credit notes instead: never a second cancellation e-mail.
 */
export async function completeCancellationEmail(orderId: number, refund: RefundWays): Promise<void> {
  const sql = getSql();
  const email = await renderStatusEmailFor(sql, orderId, 'cancelled', { refund });
  const completed = await completeHeldEmail(sql, orderId, 'order_cancelled', email);
  if (completed) void kickMailDelivery();
  else await sendRefundEmail(orderId, { ...refund, transferCents: 0, iban: null });
}

/** The refund step failed: the held cancellation e-mail goes as first written ("refund under way"). */
export async function releaseCancellationEmail(orderId: number): Promise<void> {
  if (await releaseHeldEmail(getSql(), orderId, 'order_cancelled')) void kickMailDelivery();
}
