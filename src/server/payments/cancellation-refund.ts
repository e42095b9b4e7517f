// After the owner cancelled an order: what it holds goes back (its card payments through their
// provider at once; a transfer's money joins the "to refund" list, paid back by hand later), and only
// then is the shopper's cancellation e-mail written, naming the amount, how it comes back and carrying
// the credit notes of the card refunds just made.
import { getSql } from '../db/client.ts';
import { sendCancellationEmail } from '../orders/refund-emails.ts';
import { ledgerSums } from './ledger.ts';
import { plannedRefundWays, type RefundWays } from './refund-ways.ts';
import { refundCancelledOrder, type RefundOutcome } from './refunds.ts';

export async function refundCancellation(orderId: number, actor: string): Promise<RefundOutcome[]> {
  const sums = await ledgerSums(getSql(), orderId);
  const held = sums.receivedCents - sums.refundedCents;
  const planned: RefundWays | undefined = held > 0 ? await plannedRefundWays(getSql(), orderId, held) : undefined;
  let outcomes: RefundOutcome[] = [];
  try {
    outcomes = await refundCancelledOrder(orderId, actor);
  } finally {
    const creditNotes = outcomes.flatMap((o) => (o.result === 'refunded' && o.creditNote ? [o.creditNote] : []));
    await sendCancellationEmail(orderId, planned ? { ...planned, creditNotes } : undefined);
  }
  return outcomes;
}
