// What a payment came to, on the order's record. A payment the provider confirmed (verified webhook,
// or PayPal's capture answer) is recorded once by public.record_payment, and when it marked the order
// paid the shopper gets the order confirmation (the contract is made now). A declined, expired or
// cancelled payment changes nothing on the order but is kept in its payment events for the shop.
import { getSql } from '../db/client.ts';
import { sendPaymentReceivedEmail } from './order-emails.ts';

export type RecordResult = 'paid' | 'duplicate' | 'unknown_order' | 'not_pending' | 'amount_mismatch';

export async function recordProviderPayment(provider: string, eventId: string, orderId: number, amountCents: number): Promise<RecordResult> {
  const [row] = await getSql().unsafe<{ r: { result: RecordResult } }[]>('select public.record_payment($1, $2, $3, $4) as r', [
    provider,
    eventId,
    orderId,
    amountCents,
  ]);
  const result = row!.r.result;
  if (result === 'amount_mismatch' || result === 'not_pending') console.warn(`payment ${provider}/${eventId} for order ${orderId}: ${result}`);
  if (result === 'paid') await sendPaymentReceivedEmail(orderId);
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
