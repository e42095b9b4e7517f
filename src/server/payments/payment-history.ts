// An order's payment events for the admin's order details: what each payment attempt came to
// (received, received late, received but not applied, declined, cancelled by the shopper, page
// expired, method changed), with the amount a provider reported, in time order.
import type { PaymentEvent, PaymentOutcome } from '../../contract/admin/orders.ts';
import type { PaymentEventKind } from '../../domain/orders/payment-event-kind.ts';
import { getSql } from '../db/client.ts';

/** What record_payment did with a received payment (payment_events.result; null before it was kept). */
type PaymentResult =
  | 'paid'
  | 'late_paid'
  | 'late_refused'
  | 'refund_needed'
  | 'session_mismatch'
  | 'not_pending'
  | 'amount_mismatch'
  | 'unknown_order';

const RECEIVED_KINDS: Record<PaymentResult, PaymentEventKind> = {
  paid: 'succeeded',
  late_paid: 'late',
  late_refused: 'late_refund',
  refund_needed: 'refund_needed',
  session_mismatch: 'session_mismatch',
  not_pending: 'not_pending',
  amount_mismatch: 'amount_mismatch',
  unknown_order: 'not_pending',
};

export function paymentEventKind(outcome: PaymentOutcome, result: PaymentResult | null): PaymentEventKind {
  if (outcome !== 'succeeded') return outcome;
  return result ? RECEIVED_KINDS[result] : 'succeeded';
}

type EventRow = Omit<PaymentEvent, 'kind' | 'received_at'> & { result: PaymentResult | null; received_at: Date };

export async function paymentHistory(orderId: number): Promise<PaymentEvent[]> {
  const rows = await getSql()<EventRow[]>`
    select outcome, result, payment_method, provider, amount_cents, received_at from public.payment_events
     where order_id = ${orderId} order by received_at, event_id`;
  return rows.map(({ result, ...r }) => ({
    ...r,
    kind: paymentEventKind(r.outcome, result),
    amount_cents:
      r.outcome === 'succeeded' || r.outcome === 'refunded' || r.outcome === 'refund_failed' ? r.amount_cents : null,
    received_at: new Date(r.received_at).toISOString(),
  }));
}
