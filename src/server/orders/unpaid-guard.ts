// The server half of "no unpaid parcel" (src/domain/orders/unpaid-move.ts): inside the status change's
// transaction, the order's row is locked and what is still due is computed exactly as the admin reads
// it (amountPaidCents / amountDueCents over the order and its received payments). A move to shipped or
// completed with money due is refused unless the owner confirmed it; then the history note says how much.
import { amountDueCents, amountPaidCents } from '../../domain/orders/order-money.ts';
import { needsUnpaidConfirmation, unpaidOverrideNote } from '../../domain/orders/unpaid-move.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

interface DueRow {
  status: OrderStatus;
  total_cents: number;
  paid_at: Date | string | null;
  provider_paid_cents: number | string;
  payments_without_amount: number | string;
}

/**
 * What the shopper would still owe once the order is in status `to` (locked until the transaction
 * ends), or null when it does not exist. Read as of the new status, so a cancelled order (which owes
 * nothing while cancelled) moved straight to shipped is judged on what it was paid: its payment date
 * (cleared by a full refund) or what the providers reported, less refunds.
 */
export async function lockedAmountDue(sql: Db, orderId: number, to: OrderStatus): Promise<number | null> {
  const [row] = await sql<DueRow[]>`
    select o.status, o.total_cents, o.paid_at,
           (select coalesce(sum(case when e.outcome = 'refunded' then -e.amount_cents else e.amount_cents end), 0)
              from public.payment_events e where e.order_id = o.id and e.outcome in ('succeeded', 'refunded')) as provider_paid_cents,
           (select count(*) from public.payment_events e where e.order_id = o.id and e.outcome = 'succeeded' and e.amount_cents is null) as payments_without_amount
      from public.orders o where o.id = ${orderId} for update of o`;
  if (!row) return null;
  // read as of the new status: an order paid then cancelled (and not refunded) keeps its payment
  const paid = amountPaidCents({
    status: to,
    total_cents: row.total_cents,
    paid_at: row.paid_at,
    provider_paid_cents: Number(row.provider_paid_cents),
    payments_without_amount: Number(row.payments_without_amount),
  });
  return amountDueCents({ status: to, total_cents: row.total_cents }, paid);
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
