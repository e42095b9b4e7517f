// The order confirmation (the durable medium) goes out once per order, when the contract is made: at
// placement for a bank transfer, when the payment succeeds for a card or PayPal. One UPDATE claims it,
// so of two deliveries of the same success (a duplicate webhook, a webhook racing PayPal's return) only
// one sends it.
import { getSql } from '../db/client.ts';

/** True for exactly one caller per order (until released). */
export async function claimConfirmation(orderId: number): Promise<boolean> {
  const rows = await getSql().unsafe(
    'update public.orders set confirmation_sent_at = now() where id = $1 and confirmation_sent_at is null returning id',
    [orderId],
  );
  return rows.length === 1;
}

/** The mail did not go out: the next occasion (an admin marking it paid, a resend) may send it. */
export async function releaseConfirmation(orderId: number): Promise<void> {
  await getSql().unsafe('update public.orders set confirmation_sent_at = null where id = $1', [orderId]);
}

