// A payment the provider confirmed (verified webhook, or PayPal's capture answer): recorded once by
// public.record_payment, and the shopper's "paid" e-mail when it marked the order paid.
import { getSql } from '../db/client.ts';
import { sendStatusEmail } from './order-emails.ts';

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
  if (result === 'paid') await sendStatusEmail(orderId, 'paid');
  return result;
}
