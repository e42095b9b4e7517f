// An order's payment events for the admin's order details: what each payment attempt came to
// (received, received late, received but not applied, declined, cancelled by the shopper, page
// expired, method changed), with the amount a provider reported, in time order.
import { getSql } from '../../db/client.ts';

export type PaymentOutcome = 'succeeded' | 'declined' | 'cancelled' | 'expired' | 'method_changed';

/** What record_payment did with a received payment (payment_events.result; null before it was kept). */
export type PaymentResult = 'paid' | 'late_paid' | 'late_refused' | 'not_pending' | 'amount_mismatch' | 'unknown_order';

/**
 * The event in one word for the admin: a received payment is 'succeeded', or 'late' (after the order's
 * hold expired; the order was reopened), 'late_refund' (after the expiry, stock gone: to refund),
 * 'not_pending' (the order was not awaiting a payment), 'amount_mismatch' (not the order's total).
 */
export type PaymentEventKind =
  | 'succeeded'
  | 'late'
  | 'late_refund'
  | 'not_pending'
  | 'amount_mismatch'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'method_changed';

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
