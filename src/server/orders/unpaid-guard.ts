// The server half of "no unpaid parcel" (src/domain/orders/unpaid-move.ts): inside the status change's
// transaction, the order's row is locked and what is still due is computed exactly as the admin reads
// it (the order's ledger: balanceDueCents). A move to shipped or
// completed with money due is refused unless the owner confirmed it; then the history note says how much.
import { needsUnpaidConfirmation, unpaidOverrideNote } from '../../domain/orders/unpaid-move.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { balanceDueCents, ledgerSums } from '../payments/ledger.ts';

/**
 * What the shopper would still owe once the order is in status `to` (locked until the transaction
 * ends), or null when it does not exist: from the ledger (total, 0 if cancelled, less received plus
 * refunded), never from the status.
 */
export async function lockedAmountDue(sql: Db, orderId: number, to: OrderStatus): Promise<number | null> {
  const [row] = await sql<
    { total_cents: number }[]
  >`select o.total_cents from public.orders o where o.id = ${orderId} for update of o`;
  if (!row) return null;
  return Math.max(0, balanceDueCents({ status: to, total_cents: row.total_cents }, await ledgerSums(sql, orderId)));
}

/**
 * Checks a move against the rule, in the change's transaction. Returns the history note of a confirmed
 * move with money due (null when nothing is due or the move does not send the parcel); throws 409
 * order_not_paid, naming the amount, when money is due and the owner did not confirm.
 */
export async function unpaidMoveNote(
  sql: Db,
  orderId: number,
  to: OrderStatus,
  confirmed: boolean,
): Promise<string | null> {
  const due = await lockedAmountDue(sql, orderId, to);
  if (due === null || !needsUnpaidConfirmation(to, due)) return null;
  if (!confirmed) {
    throw new HttpError(
      409,
      `Order ${orderId} has ${due} cents still due: confirm_unpaid is required to move it to ${to}`,
      {
        code: 'order_not_paid',
        details: { amount_due_cents: due },
      },
    );
  }
  return unpaidOverrideNote(due);
}
