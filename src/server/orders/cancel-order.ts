// Cancelling an order, the whole flow in one place (docs/order-lifecycle.md):
//   1. one transaction: the refusal of an unconfirmed cancellation of an order holding money, the
//      status change (public.set_order_status: history row, stock given back once), the "refund
//      needed" mark when money was received, and the shopper's cancellation e-mail in the outbox:
//      held when a card refund follows, so a crash after this commit still ends in one e-mail;
//   2. the card payments refunded through their provider, each written to the ledger with its credit
//      note (public.record_refund; refunds.ts), outside any transaction (the provider is slow);
//   3. the held e-mail completed with those credit notes and released, or released as written
//      ("the refund is under way") if the refund failed; the sender releases it anyway once its hold
//      passed, if this process died before.
// Money received by transfer is not paid back here: it joins the "to refund" list (step 1's mark).
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { ledgerSums } from '../payments/ledger.ts';
import { refuseUnconfirmedRefund } from '../payments/refund-confirmation.ts';
import { plannedRefundWays, type RefundWays } from '../payments/refund-ways.ts';
import { markRefundOwed, refundCancelledOrder, type RefundOutcome } from '../payments/refunds.ts';
import { setOrderStatus, type StatusChange } from './order-status.ts';
import { queueStatusEmail } from './order-emails.ts';
import { completeCancellationEmail, queueHeldCancellationEmail, releaseCancellationEmail } from './refund-emails.ts';
import { stockFailureError, stockFailureOf } from './stock-errors.ts';

export interface CancelOptions {
  /** false (the admin API without confirm_refund) refuses to cancel an order holding money; left out, the caller knows. */
  confirmRefund?: boolean;
  note?: string;
}

export interface Cancellation extends StatusChange {
  /** What the provider refunds gave (none when nothing was paid by card). */
  refunds: RefundOutcome[];
}

/**
 * Step 1: the change and its e-mail, one transaction. `planned`: how the money held comes back, when
 * a card refund follows (exported for the tests of a process that dies after it).
 */
export async function commitCancellation(orderId: number, actor: string, options: CancelOptions) {
  try {
    return await getSql().begin(async (tx) => {
      if (options.confirmRefund === false) await refuseUnconfirmedRefund(tx, orderId);
      const change = await setOrderStatus(tx, orderId, 'cancelled', actor, options.note);
      if (!change.changed) return { ...change, emailQueued: false, planned: null };
      const owed = await markRefundOwed(tx, orderId);
      const sums = owed ? await ledgerSums(tx, orderId) : null;
      const planned = sums ? await plannedRefundWays(tx, orderId, sums.receivedCents - sums.refundedCents) : null;
      if (planned && planned.providerCents > 0) {
        await queueHeldCancellationEmail(tx, orderId, planned);
        return { ...change, emailQueued: true, planned };
      }
      await queueStatusEmail(tx, orderId, 'cancelled');
      return { ...change, emailQueued: true, planned: null };
    });
  } catch (error) {
    const failure = stockFailureOf(error);
    if (failure) throw await stockFailureError(failure);
    throw error;
  }
}

/** Steps 2 and 3: the card refunds, then the held e-mail completed (all refunded) or released as written. */
export async function refundAndTell(orderId: number, actor: string, planned: RefundWays): Promise<RefundOutcome[]> {
  let outcomes: RefundOutcome[] = [];
  try {
    outcomes = await refundCancelledOrder(orderId, actor);
  } finally {
    const refunded = outcomes.filter((o) => o.result === 'refunded');
    const allRefunded = outcomes.length > 0 && refunded.length === outcomes.length;
    const creditNotes = refunded.flatMap((o) => (o.creditNote ? [o.creditNote] : []));
    if (allRefunded) await completeCancellationEmail(orderId, { ...planned, creditNotes });
    else await releaseCancellationEmail(orderId);
  }
  return outcomes;
}

/**
 * Cancels the order: PUT /api/orders/{id}/status with "cancelled". Throws as setOrderStatus, and 409
 * refund_confirmation_required for an unconfirmed cancellation of an order holding money.
 */
export async function cancelOrder(orderId: number, actor: string, options: CancelOptions = {}): Promise<Cancellation> {
  const { planned, ...change } = await commitCancellation(orderId, actor, options);
  const refunds = planned ? await refundAndTell(orderId, actor, planned) : [];
  if (change.emailQueued) void kickMailDelivery();
  return { ...change, refunds };
}
