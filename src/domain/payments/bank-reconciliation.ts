// Which bank statement credit pays which order: the structured communication names the order (its
// 10-digit base is the order id, see structured-communication.ts). A credit naming an order that is
// not cancelled is money received for it, whatever its status (a transfer arriving after the parcel
// left pays it): applied to the order's ledger, with a reason when it is not exactly the balance due
// (amount_short: a partial payment; amount_over, duplicate, already_paid: more than due, to refund).
// Anything else is left to the owner, with the reason; nothing is guessed.
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
  /** What the order still owes before this statement, from its ledger (defaults to its total). */
  dueCents?: number;
}

/** Reasons a credit is applied with: not exactly the balance due. */
export const APPLIED_REASONS = ['amount_short', 'amount_over', 'duplicate', 'already_paid'] as const;
export type AppliedReason = (typeof APPLIED_REASONS)[number];

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
  | { decision: 'paid'; reason: AppliedReason | null; orderId: number }
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
  // what each order still owes as this statement's credits are applied in turn
  const dueNow = new Map<number, number>();
  const appliedNow = new Set<number>();

  const apply = (entry: E, order: OrderToMatch): EntryDecision => {
    const due = dueNow.get(order.id) ?? order.dueCents ?? order.totalCents;
    dueNow.set(order.id, due - entry.amountCents);
    const paidBefore = appliedNow.has(order.id) || paidByBankBefore.has(order.id);
    appliedNow.add(order.id);
    const reason: AppliedReason | null =
      due <= 0
        ? paidBefore
          ? 'duplicate'
          : 'already_paid'
        : entry.amountCents < due
          ? 'amount_short'
          : entry.amountCents > due
            ? 'amount_over'
            : null;
    return { decision: 'paid', reason, orderId: order.id };
  };

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
    if (order.status === 'cancelled') return review('order_cancelled');
    // a card order still waiting for its card payment: the owner decides (the shopper may pay twice)
    if (order.paymentMethod !== 'bank-transfer' && order.status === 'pending') return review('not_bank_transfer');
    return apply(entry, order);
  };

  return entries.map((entry) => ({ ...entry, ...decide(entry) }));
}
