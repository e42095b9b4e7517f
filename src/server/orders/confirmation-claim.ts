// The order confirmation goes out once per order, when the contract is made: at placement for a bank
// transfer, when the payment succeeds for a card or PayPal. One UPDATE claims it in the transaction
// that queues the e-mail (orders.confirmation_sent_at: when it was queued), so of two deliveries of the
// same success (a duplicate webhook, a webhook racing PayPal's return) only one queues it, and a
// rolled-back change leaves the claim free with its e-mail unwritten.
import type { Db } from '../db/client.ts';

/** True for exactly one caller per order. */
export async function claimConfirmation(sql: Db, orderId: number): Promise<boolean> {
  const rows =
    await sql`update public.orders set confirmation_sent_at = now() where id = ${orderId} and confirmation_sent_at is null returning id`;
  return rows.length === 1;
}
