// Refunds of a cancelled order's payments through their provider. When the owner
// cancels an order that holds received provider payments, the cancellation's transaction marks it
// "refund needed" (markRefundOwed), so whatever happens next leaves a clear state; then each payment is
// refunded in full through its provider (Stripe's POST /v1/refunds, the embedded test gateway) with an
// Idempotency-Key derived from the payment (a retry, or two admins at once, get the same refund), and
// the outcome is written by public.record_refund in one statement: the payment event, the status history
// row, and the mark cleared once everything is refunded (kept when a refund failed: to refund by hand).
import { refundedNote, refundFailedNote } from '../../domain/orders/refund-note.ts';
import { getSql, type Db } from '../db/client.ts';
import { PaymentProviderError, providerByName } from './providers/index.ts';

/** A received payment of the order not refunded yet. */
export interface Refundable {
  provider: string;
  event_id: string;
  session_id: string | null;
  amount_cents: number;
}

export interface RefundOutcome {
  provider: string;
  amountCents: number;
  result: 'refunded' | 'refund_failed' | 'duplicate';
  /** The credit note the refund issued (an invoiced order). */
  creditNote: string | null;
}

/** The order's received provider payments with what is left of each after its refunds (partial ones too). */
export const refundables = (sql: Db, orderId: number) => sql<Refundable[]>`
  select * from (
    select p.provider, p.event_id, p.session_id,
           (p.amount_cents - coalesce((select sum(r.amount_cents) from public.payment_events r
                                        where r.provider = p.provider and r.refunds_event_id = p.event_id and r.outcome = 'refunded'), 0))::int as amount_cents
      from public.payment_events p
     where p.order_id = ${orderId} and p.outcome = 'succeeded' and p.amount_cents > 0
  ) left_over where amount_cents > 0
  order by provider, event_id`;

/** In the cancellation's transaction: the order owes money back if the ledger says it holds some. */
export async function markRefundOwed(sql: Db, orderId: number): Promise<boolean> {
  await sql`select public.mark_refund_state(${orderId})`;
  const [row] = await sql<
    { owed: boolean }[]
  >`select refund_needed_at is not null as owed from public.orders where id = ${orderId}`;
  return row?.owed ?? false;
}

/** The provider a payment came through, or null when it is not configured here (PayPal, a Stripe without keys). */
export function providerOf(name: string) {
  try {
    return providerByName(name);
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
}

export type ProviderAnswer = { ok: true; refundId: string } | { ok: false; reason: string };

/**
 * Asks the payment's provider to refund `amountCents` of it under `idempotencyKey`; the words of a
 * failure otherwise (no provider here, no session to refund, the provider's refusal).
 */
export async function askProvider(
  orderId: number,
  payment: Refundable,
  amountCents: number,
  idempotencyKey: string,
): Promise<ProviderAnswer> {
  const provider = providerOf(payment.provider);
  if (!provider?.refund || !payment.session_id)
    return { ok: false, reason: `no refund through ${payment.provider} here: refund by hand` };
  try {
    const { refundId } = await provider.refund({ orderId, sessionId: payment.session_id, amountCents, idempotencyKey });
    return { ok: true, refundId };
  } catch (error) {
    if (error instanceof PaymentProviderError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Refunds every received, unrefunded payment of a cancelled order; what came of each. */
export async function refundCancelledOrder(orderId: number, actor: string): Promise<RefundOutcome[]> {
  const sql = getSql();
  const [order] = await sql<{ status: string }[]>`select status from public.orders where id = ${orderId}`;
  if (order?.status !== 'cancelled') return [];
  const outcomes: RefundOutcome[] = [];
  for (const payment of await refundables(sql, orderId)) {
    const key = `refund-${payment.provider}-${payment.event_id}`;
    const answer = await askProvider(orderId, payment, payment.amount_cents, key);
    const refundId = answer.ok ? answer.refundId : `refund-attempt-${payment.event_id}-${Date.now()}`;
    const note = answer.ok
      ? refundedNote(payment.amount_cents, payment.provider, answer.refundId)
      : refundFailedNote(payment.amount_cents, payment.provider, answer.reason);
    const [row] = await sql<
      { r: { result: RefundOutcome['result'] | 'unknown_order'; credit_note?: string | null } }[]
    >`
      select public.record_refund(${orderId}, ${payment.provider}, ${payment.event_id}, ${refundId}, ${payment.amount_cents}, ${answer.ok}, ${actor}, ${note}) as r`;
    const result = row?.r.result;
    if (result && result !== 'unknown_order')
      outcomes.push({
        provider: payment.provider,
        amountCents: payment.amount_cents,
        result,
        creditNote: row?.r.credit_note ?? null,
      });
  }
  return outcomes;
}
