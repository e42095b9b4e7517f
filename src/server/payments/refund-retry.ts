// "Retry the refund": an order marked "refund needed" because its
// provider refused the refund (or was unreachable) asks the provider again. refundCancelledOrder does
// the work: the same Idempotency-Key per payment as the first attempt (refund-<provider>-<payment
// event>), so a refund that did go through at the provider is given back, never made twice; each
// attempt is written by public.record_refund into the payment and status histories, and the mark is
// cleared once every payment is refunded.
import { ORDER_MESSAGES } from '../../contract/admin/orders.ts';
import { getSql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { sendRefundEmail } from '../orders/refund-emails.ts';
import { refundCancelledOrder, type RefundOutcome } from './refunds.ts';

/** Retries the refund of an order marked "refund needed"; 404 for no such order, 409 refund_not_needed otherwise. */
export async function retryRefund(orderId: number, actor: string): Promise<RefundOutcome[]> {
  const [order] = await getSql()<{ status: string; refund_needed: boolean }[]>`
    select status, refund_needed_at is not null as refund_needed from public.orders where id = ${orderId}`;
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.status !== 'cancelled' || !order.refund_needed) {
    throw new HttpError(409, ORDER_MESSAGES.refundNotNeeded(orderId), { code: 'refund_not_needed' });
  }
  const outcomes = await refundCancelledOrder(orderId, actor);
  // the shopper hears of the money that went back now, with its credit notes
  const refunded = outcomes.filter((o) => o.result === 'refunded');
  await sendRefundEmail(orderId, {
    providerCents: refunded.reduce((sum, o) => sum + o.amountCents, 0),
    transferCents: 0,
    iban: null,
    creditNotes: refunded.flatMap((o) => (o.creditNote ? [o.creditNote] : [])),
  });
  return outcomes;
}
