// The shopper's e-mails about a refund, each in a transaction of its own once the refund is recorded
// (a provider's refund is asked outside any transaction): the refund e-mail, and the cancellation
// e-mail of a paid order, written after its card refund so it carries that refund's credit note.
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { enqueueEmails } from '../mail/queue/outgoing-email.ts';
import type { RefundWays } from '../payments/refund-ways.ts';
import { contextFor, creditNoteAttachments, queueStatusEmail } from './order-emails.ts';
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

/** The cancellation e-mail, written once the order's card payments were refunded (or tried). */
export async function sendCancellationEmail(orderId: number, refund: RefundWays | undefined): Promise<void> {
  await getSql().begin((tx) => queueStatusEmail(tx, orderId, 'cancelled', refund ? { refund } : {}));
  void kickMailDelivery();
}
