// An order's money ledger (docs/payments-ledger.md): every movement in and out, read for the admin's
// order details, and the balance derived from it, never from the status. The rows are written by the
// database in the transaction that records the money (triggers on payment_events and on
// bank_statement_entries, public.record_hand_payment, public.record_hand_refund).
import type { LedgerEntry } from '../../contract/admin/ledger.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import { getSql, type Db } from '../db/client.ts';

type LedgerRow = Omit<LedgerEntry, 'on_date' | 'created_at' | 'statement_import_id'> & {
  on_date: string;
  created_at: Date | string;
  statement_import_id: number | string | null;
};

/** The order's ledger, oldest first, each refund with the credit note it was issued with. */
export async function orderLedger(orderId: number, sql: Db = getSql()): Promise<LedgerEntry[]> {
  const rows = await sql<LedgerRow[]>`
    select g.id::int as id, g.direction, g.amount_cents, g.method, g.source, to_char(g.on_date, 'YYYY-MM-DD') as on_date,
           g.provider, g.provider_event_id, g.statement_import_id, g.statement_id, g.actor, g.note, g.restocked,
           (select i.number from public.invoices i where i.ledger_entry_id = g.id) as credit_note, g.created_at
      from public.order_ledger g where g.order_id = ${orderId} order by g.created_at, g.id`;
  return rows.map((r) => ({
    ...r,
    statement_import_id: r.statement_import_id === null ? null : Number(r.statement_import_id),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

export interface LedgerSums {
  receivedCents: number;
  refundedCents: number;
}

/**
 * What the order still owes: its total (nothing once cancelled) less what came in plus what went back.
 * Negative: money to pay back (an over-payment, a duplicate, a cancelled order's payment).
 */
export function balanceDueCents(order: { status: OrderStatus; total_cents: number }, sums: LedgerSums): number {
  const owed = order.status === 'cancelled' ? 0 : order.total_cents;
  return owed - sums.receivedCents + sums.refundedCents;
}

/** The ledger's sums of one order (locked rows are read as they stand in the caller's transaction). */
export async function ledgerSums(sql: Db, orderId: number): Promise<LedgerSums> {
  const [row] = await sql<{ received: number; refunded: number }[]>`
    select coalesce(sum(amount_cents) filter (where direction = 'in'), 0)::int as received,
           coalesce(sum(amount_cents) filter (where direction = 'out'), 0)::int as refunded
      from public.order_ledger where order_id = ${orderId}`;
  return { receivedCents: row?.received ?? 0, refundedCents: row?.refunded ?? 0 };
}
