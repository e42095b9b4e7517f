// Applying a bank statement line to an order by hand (the statement's screen): a credit the import
// could not match (no communication, an unknown one) or left to review (an order cancelled, a card
// order, an amount off) is money the owner knows is for that order. In one transaction the line becomes
// "paid" (reason applied_by_hand, who and when), its ledger row is written by the trigger (source
// statement, the statement's number), and the order is settled from its balance as an import settles
// it: paid whole, partly paid, or holding money to refund.
import { STATEMENT_MESSAGES, type StatementApplyResult } from '../../../contract/admin/bank-statements.ts';
import { orderNumber } from '../../../domain/orders/order-number.ts';
import type { OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { getSql, type Db } from '../../db/client.ts';
import { onlyRow } from '../../db/rows.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { kickMailDelivery } from '../../mail/queue/mail-delivery.ts';
import { queueStatusChangeEmail } from '../../orders/order-status.ts';
import { getStatementImport } from './statement-views.ts';

interface EntryRow {
  id: number;
  statement_id: string;
  reference: string | null;
  direction: string;
  currency: string;
  decision: string;
  order_id: number | null;
}

/** The line, locked; 404 outside this import, 409 when it was applied already or cannot pay an order. */
async function lockEntry(tx: Db, importId: number, entryId: number): Promise<EntryRow> {
  const [entry] = await tx<EntryRow[]>`
    select id, statement_id, reference, direction, currency, decision, order_id
      from public.bank_statement_entries where id = ${entryId} and import_id = ${importId} for update`;
  if (!entry) throw notFound(STATEMENT_MESSAGES.noSuchEntry);
  if (entry.decision === 'paid')
    throw new HttpError(409, STATEMENT_MESSAGES.alreadyApplied, {
      code: 'entry_already_applied',
      details: { order_id: entry.order_id },
    });
  if (entry.decision !== 'review' || entry.direction !== 'credit' || entry.currency !== 'EUR')
    throw new HttpError(409, STATEMENT_MESSAGES.notApplicable, { code: 'entry_not_applicable' });
  return entry;
}

/** The order, locked; 422 naming `order` when there is none of that number. */
async function lockOrder(tx: Db, orderId: number): Promise<OrderStatus> {
  const [order] = await tx<
    { status: OrderStatus }[]
  >`select status from public.orders where id = ${orderId} for update`;
  if (!order)
    throw new HttpError(422, 'Invalid order', {
      code: 'validation_failed',
      fields: { order: [STATEMENT_MESSAGES.noSuchOrder] },
    });
  return order.status;
}

async function applyInTransaction(importId: number, entryId: number, orderId: number, actor: string) {
  return getSql().begin(async (tx) => {
    const entry = await lockEntry(tx, importId, entryId);
    const before = await lockOrder(tx, orderId);
    await tx`
      update public.bank_statement_entries
         set decision = 'paid', reason = 'applied_by_hand', order_id = ${orderId}, applied_by = ${actor}, applied_at = now()
       where id = ${entryId}`;
    const note = `bank statement ${entry.statement_id}, entry ${entry.reference ?? entry.id}, applied by hand`.slice(
      0,
      500,
    );
    const [settled] = await tx<{ paid: boolean }[]>`
      select public.settle_order(${orderId}, ${`statement:${entry.statement_id}`.slice(0, 200)}, ${note}) as paid`;
    // a pending order paid now gets its "payment received" e-mail, as when an import pays it
    const emailed =
      settled?.paid === true && before === 'pending'
        ? await queueStatusChangeEmail(tx, { orderId, status: 'paid', previousStatus: before, changed: true })
        : false;
    const now = onlyRow(
      await tx<{ status: OrderStatus; balance_due_cents: number }[]>`
        select o.status, b.balance_due_cents from public.orders o join public.order_balances b on b.order_id = o.id
         where o.id = ${orderId}`,
      'order balance',
    );
    return { entry, emailed, status: now.status, balance: now.balance_due_cents };
  });
}

export async function applyStatementEntry(
  importId: number,
  entryId: number,
  orderId: number,
  actor: string,
): Promise<StatementApplyResult> {
  const done = await applyInTransaction(importId, entryId, orderId, actor);
  if (done.emailed) void kickMailDelivery();
  const number = orderNumber(orderId);
  return {
    message: STATEMENT_MESSAGES.applied(done.entry.reference ?? String(entryId), number),
    import: await getStatementImport(importId),
    order: { id: orderId, number, status: done.status, balance_due_cents: done.balance },
  };
}
