// No unpaid parcel: an order with money still due is not moved to shipped or completed
// without the owner saying so. The back-office asks first (naming the amount due); the server keeps the
// same rule (409 order_not_paid) and, when the owner confirmed, writes the amount due into the status
// history's note, which the admin puts back into words. Pure: shared by the server and the admin.
import type { OrderStatus } from '../vocabulary/order-status.ts';

/** The statuses that send the parcel out (or say it arrived). */
export const PARCEL_STATUSES: readonly OrderStatus[] = ['shipped', 'completed'];

/** Whether moving to `to` with `amountDueCents` still due needs the owner's explicit confirmation. */
export function needsUnpaidConfirmation(to: OrderStatus, amountDueCents: number): boolean {
  return PARCEL_STATUSES.includes(to) && amountDueCents > 0;
}

// 'unpaid override: 12990 cents due': English, like every stored note; the amount in cents so it reads back exactly.
const NOTE_PREFIX = 'unpaid override: ';
const NOTE_PATTERN = /^unpaid override: (\d+) cents due/;

/** The status history's note for a move the owner confirmed with `amountDueCents` still due. */
export function unpaidOverrideNote(amountDueCents: number): string {
  return `${NOTE_PREFIX}${amountDueCents} cents due, confirmed by the owner`;
}

/** The amount due an override note records, or null for any other note. */
export function unpaidOverrideCents(note: string | null | undefined): number | null {
  const match = typeof note === 'string' ? NOTE_PATTERN.exec(note) : null;
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * What would still be due once the order is moved to a parcel status, as the server computes it
 * (src/server/orders/unpaid-guard.ts): the total less what the providers reported, or nothing when it
 * was marked paid (a payment date, which a full refund clears), whatever the current status (a
 * cancelled order owes nothing while cancelled, but ships unpaid if nothing came in).
 */
export function amountDueOnceMoved(order: {
  total_cents: number;
  amount_paid_cents: number;
  paid_at: string | null;
}): number {
  const paid = order.amount_paid_cents > 0 ? order.amount_paid_cents : order.paid_at ? order.total_cents : 0;
  return Math.max(0, order.total_cents - paid);
}
