// An order's payment events for the admin's order details: what each payment attempt came to
// (received, declined, cancelled by the shopper, page expired, method changed), in time order.
import { getSql } from '../../db/client.ts';

export type PaymentOutcome = 'succeeded' | 'declined' | 'cancelled' | 'expired' | 'method_changed';

export interface PaymentHistoryEntry {
  outcome: PaymentOutcome;
  payment_method: 'credit-card' | 'paypal' | 'bank-transfer' | null;
  provider: string;
  received_at: string;
}

export async function paymentHistory(orderId: number): Promise<PaymentHistoryEntry[]> {
  const rows = await getSql().unsafe<(Omit<PaymentHistoryEntry, 'received_at'> & { received_at: Date })[]>(
    `select outcome, payment_method, provider, received_at from public.payment_events
      where order_id = $1 order by received_at, event_id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() }));
}
