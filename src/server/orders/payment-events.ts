// What a payment came to, on the order's record. A payment the provider confirmed (verified webhook,
// or PayPal's capture answer) is recorded once by public.record_payment, applied only when its provider
// and session are the ones recorded on the order, and when it marked the order paid the shopper gets
// the order confirmation (the contract is made now). One for a cancelled order that stays cancelled
// marks the order as owing a refund. A declined, expired or cancelled payment changes nothing on the
// order but is kept in its payment events for the shop.
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/outbox/mail-delivery.ts';
import { queuePaymentReceivedEmail } from './order-emails.ts';

export type RecordResult = 'paid' | 'duplicate' | 'unknown_order' | 'not_pending' | 'amount_mismatch' | 'session_mismatch' | 'refund_needed';

/** `sessionId`: the provider's id of the payment session the payment was made in (as orders.payment_id holds it). */
export async function recordProviderPayment(provider: string, eventId: string, orderId: number, amountCents: number, sessionId: string): Promise<RecordResult> {
  // the payment and the shopper's e-mail (confirmation or "payment received") commit together
  const result = await getSql().begin(async (tx) => {
    const [row] = await tx.unsafe<{ r: { result: RecordResult } }[]>('select public.record_payment($1, $2, $3, $4, $5) as r', [
      provider,
      eventId,
      orderId,
      amountCents,
      sessionId,
    ]);
    if (row!.r.result === 'paid') await queuePaymentReceivedEmail(tx, orderId);
    return row!.r.result;
  });
  if (result !== 'paid' && result !== 'duplicate') console.warn(`payment ${provider}/${eventId} for order ${orderId}: ${result}`);
  if (result === 'paid') void kickMailDelivery();
  return result;
}

export type FailedOutcome = 'declined' | 'expired' | 'cancelled';

/** Keeps a payment that did not happen on the order's record, once per event id. */
export async function recordPaymentOutcome(provider: string, eventId: string, orderId: number, outcome: FailedOutcome): Promise<'recorded' | 'duplicate'> {
  const rows = await getSql().unsafe(
    `insert into public.payment_events (provider, event_id, order_id, outcome)
     select $1, $2, o.id, $4 from public.orders o where o.id = $3
     on conflict (provider, event_id) do nothing
     returning event_id`,
    [provider, eventId, orderId, outcome],
  );
  return rows.length === 1 ? 'recorded' : 'duplicate';
}
