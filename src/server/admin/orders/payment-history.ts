// An order's payment events for the admin's order details: what each payment attempt came to
// (received, received late, received but not applied, declined, cancelled by the shopper, page
// expired, method changed), with the amount a provider reported, in time order.
import type { PaymentEventKind } from '../../../domain/orders/payment-event-kind.ts';
import { getSql } from '../../db/client.ts';

export type PaymentOutcome = 'succeeded' | 'declined' | 'cancelled' | 'expired' | 'method_changed';

/** What record_payment did with a received payment (payment_events.result; null before it was kept). */
export type PaymentResult = 'paid' | 'late_paid' | 'late_refused' | 'refund_needed' | 'session_mismatch' | 'not_pending' | 'amount_mismatch' | 'unknown_order';

export interface PaymentHistoryEntry {
  outcome: PaymentOutcome;
  kind: PaymentEventKind;
  payment_method: 'credit-card' | 'paypal' | 'bank-transfer' | null;
  provider: string;
  /** The amount the provider reported as received, in cents; null when no money moved or it is unknown. */
  amount_cents: number | null;
  received_at: string;
}

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

interface EventRow {
  outcome: PaymentOutcome;
  result: PaymentResult | null;
  payment_method: PaymentHistoryEntry['payment_method'];
  provider: string;
  amount_cents: number | null;
  received_at: Date;
}

export async function paymentHistory(orderId: number): Promise<PaymentHistoryEntry[]> {
  const rows = await getSql().unsafe<EventRow[]>(
    `select outcome, result, payment_method, provider, amount_cents, received_at from public.payment_events
      where order_id = $1 order by received_at, event_id`,
    [orderId],
  );
  return rows.map(({ result, ...r }) => ({
    ...r,
    kind: paymentEventKind(r.outcome, result),
    amount_cents: r.outcome === 'succeeded' ? r.amount_cents : null,
    received_at: new Date(r.received_at).toISOString(),
  }));
}
