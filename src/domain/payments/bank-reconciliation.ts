// Which bank statement credit pays which order: the structured communication names the order (its
// 10-digit base is the order id, see structured-communication.ts) and the amount must be exactly
// what the order costs. Anything else is left to the owner, with the reason; nothing is guessed.
import type { OrderStatus } from '../vocabulary/order-status.ts';
import type { CamtEntry } from './camt053.ts';

/** What the matcher needs to know of an order the communication points to. */
export interface OrderToMatch {
  id: number;
  status: OrderStatus;
  totalCents: number;
  paymentMethod: string;
  /** The Brussels day the order was placed (YYYY-MM-DD): money booked before it cannot be its payment. */
  placedOn?: string;
}

/** Credits the owner decides on (they change nothing on their own). */
export const REVIEW_REASONS = [
  'no_communication',
  'unknown_communication',
  'not_eur',
  'amount_short',
  'amount_over',
  'duplicate',
  'already_paid',
  'order_cancelled',
  'not_bank_transfer',
  // booked on the account before the order existed: another payment naming the same digits
  'booked_before_order',
] as const;
/** Entries that are not a shopper's payment. */
export const IGNORE_REASONS = ['debit', 'not_booked', 'reversal'] as const;

export type ReviewReason = (typeof REVIEW_REASONS)[number];
export type IgnoreReason = (typeof IGNORE_REASONS)[number];

export type EntryDecision =
  | { decision: 'paid'; reason: null; orderId: number }
  | { decision: 'review'; reason: ReviewReason; orderId: number | null }
  | { decision: 'ignored'; reason: IgnoreReason; orderId: null };

export type MatchedEntry<E extends CamtEntry = CamtEntry> = E & EntryDecision;

/** The order a structured communication was made for (its first 10 digits), or null for base 0. */
export function orderIdOfCommunication(digits: string): number | null {
  const id = Number(digits.slice(0, 10));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * One decision per entry, in the statement's order. `paidByBankBefore`: orders an earlier import
 * already marked paid from a bank credit, so a second credit for them is a duplicate, not a payment.
 */
export function matchEntries<E extends CamtEntry>(
  entries: readonly E[],
  orders: Iterable<OrderToMatch>,
  paidByBankBefore: ReadonlySet<number> = new Set(),
): MatchedEntry<E>[] {
  const byId = new Map<number, OrderToMatch>();
  for (const order of orders) byId.set(order.id, order);
  const paidNow = new Set<number>();

  const decide = (entry: E): EntryDecision => {
    if (entry.direction === 'debit') return { decision: 'ignored', reason: 'debit', orderId: null };
    if (!entry.booked) return { decision: 'ignored', reason: 'not_booked', orderId: null };
    if (entry.reversal) return { decision: 'ignored', reason: 'reversal', orderId: null };
    const orderId = entry.communication ? orderIdOfCommunication(entry.communication) : null;
    const order = orderId === null ? undefined : byId.get(orderId);
    const review = (reason: ReviewReason): EntryDecision => ({
      decision: 'review',
      reason,
      orderId: order?.id ?? null,
    });
    // the shop's orders are in euros: a credit in another currency was converted (or not) by the bank
    if (entry.currency !== 'EUR') return review('not_eur');
    if (!entry.communication) return review('no_communication');
    if (!order) return review('unknown_communication');
    if (entry.bookingDate && order.placedOn && entry.bookingDate < order.placedOn) return review('booked_before_order');
    if (paidNow.has(order.id) || (order.status !== 'pending' && paidByBankBefore.has(order.id)))
      return review('duplicate');
    if (order.status === 'cancelled') return review('order_cancelled');
    if (order.status !== 'pending') return review('already_paid');
    if (order.paymentMethod !== 'bank-transfer') return review('not_bank_transfer');
    if (entry.amountCents < order.totalCents) return review('amount_short');
    if (entry.amountCents > order.totalCents) return review('amount_over');
    paidNow.add(order.id);
    return { decision: 'paid', reason: null, orderId: order.id };
  };

  return entries.map((entry) => ({ ...entry, ...decide(entry) }));
}
