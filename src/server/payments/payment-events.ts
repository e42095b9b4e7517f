// What a payment came to, on the order's record. A payment the provider confirmed (verified webhook,
// or PayPal's capture answer) is recorded once by public.record_payment, applied only when its provider
// and session are the ones recorded on the order, and when it marked the order paid the shopper gets
// the order confirmation (the contract is made now). One for a cancelled order that stays cancelled
// marks the order as owing a refund. A declined, expired or cancelled payment changes nothing on the
// order but is kept in its payment events for the shop.
import type { PaymentOutcomeResult, PaymentRecordResult } from '../../contract/payments.ts';
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { queuePaymentReceivedEmail } from '../orders/order-emails.ts';

/** `sessionId`: the provider's id of the payment session the payment was made in (as orders.payment_id holds it). */
export async function recordProviderPayment(
  provider: string,
  eventId: string,
  orderId: number,
  amountCents: number,
  sessionId: string,
): Promise<PaymentRecordResult> {
  // the payment and the shopper's e-mail (confirmation or "payment received") commit together
  const result = await getSql().begin(async (tx) => {
    const [row] = await tx<{ r: { result: PaymentRecordResult } }[]>`
      select public.record_payment(${provider}, ${eventId}, ${orderId}, ${amountCents}, ${sessionId}) as r`;
    if (!row) throw new Error('public.record_payment returned no row');
    if (row.r.result === 'paid') await queuePaymentReceivedEmail(tx, orderId);
    return row.r.result;
  });
  if (result !== 'paid' && result !== 'duplicate')
    console.warn(`payment ${provider}/${eventId} for order ${orderId}: ${result}`);
  if (result === 'paid') void kickMailDelivery();
  return result;
}

export type FailedOutcome = 'declined' | 'expired' | 'cancelled';

/** Keeps a payment that did not happen on the order's record, once per event id. */
export async function recordPaymentOutcome(
  provider: string,
  eventId: string,
  orderId: number,
  outcome: FailedOutcome,
): Promise<PaymentOutcomeResult> {
  const rows = await getSql()`
    insert into public.payment_events (provider, event_id, order_id, outcome)
    select ${provider}, ${eventId}, o.id, ${outcome} from public.orders o where o.id = ${orderId}
    on conflict (provider, event_id) do nothing
    returning event_id`;
  return rows.length === 1 ? 'recorded' : 'duplicate';
}
