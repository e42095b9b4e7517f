// What the back-office sees of the imported statements: each import, newest first, with its counts
// and the entries that matter to the owner (paid ones with their order, and those left to decide).
// Debits and other ignored entries are only counted: a business account has many of them.
import type { IgnoreReason, ReviewReason } from '../../../domain/payments/bank-reconciliation.ts';
import { orderNumber } from '../../../domain/orders/order-number.ts';
import { structuredCommunication } from '../../../domain/payments/structured-communication.ts';
import { getSql } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { OrderStatus } from '../../orders/order-repository.ts';
import type { Page } from '../orders/admin-orders.ts';

export interface StatementEntryView {
  id: number;
  statement_id: string;
  reference: string | null;
  booking_date: string | null;
  amount_cents: number;
  amount: number;
  currency: string;
  /** +++DDD/DDDD/DDDDD+++ as the shopper was given it, or null when none was found. */
  communication: string | null;
  remittance: string | null;
  debtor_name: string | null;
  decision: 'paid' | 'review' | 'ignored';
  reason: ReviewReason | IgnoreReason | null;
  order_id: number | null;
  order_number: string | null;
  /** What the order costs and where it stands now (to word an amount difference, a status). */
  order_total_cents: number | null;
  order_status: OrderStatus | null;
}

export interface StatementImportView {
  id: number;
  file_name: string | null;
  message_id: string;
  camt_version: string | null;
  statement_ids: string[];
  account_iban: string | null;
  entries_in_file: number;
  known_entries: number;
  imported_by: string;
  imported_at: string;
  counts: { paid: number; review: number; ignored: number };
  entries: StatementEntryView[];
}

const IMPORT_SELECT = `
  select i.id, i.file_name, i.message_id, i.camt_version, i.statement_ids, i.account_iban, i.entries_in_file,
         i.known_entries, i.imported_by, i.imported_at,
         json_build_object(
           'paid', (select count(*) from public.bank_statement_entries e where e.import_id = i.id and e.decision = 'paid'),
           'review', (select count(*) from public.bank_statement_entries e where e.import_id = i.id and e.decision = 'review'),
           'ignored', (select count(*) from public.bank_statement_entries e where e.import_id = i.id and e.decision = 'ignored')
         ) as counts,
         coalesce((select json_agg(json_build_object(
                     'id', e.id, 'statement_id', e.statement_id, 'reference', e.reference, 'booking_date', e.booking_date,
                     'amount_cents', e.amount_cents, 'currency', e.currency, 'communication', e.communication,
                     'remittance', e.remittance, 'debtor_name', e.debtor_name, 'decision', e.decision, 'reason', e.reason,
                     'order_id', o.id, 'order_total_cents', o.total_cents, 'order_status', o.status) order by e.id)
                   from public.bank_statement_entries e left join public.orders o on o.id = e.order_id
                  where e.import_id = i.id and e.decision <> 'ignored'), '[]'::json) as entries
    from public.bank_statement_imports i`;

interface EntryRow extends Omit<StatementEntryView, 'amount' | 'order_number'> {
  amount_cents: number;
}
interface ImportRow extends Omit<StatementImportView, 'imported_at' | 'entries'> {
  imported_at: Date;
  entries: EntryRow[];
}

function toView(row: ImportRow): StatementImportView {
  return {
    ...row,
    imported_at: new Date(row.imported_at).toISOString(),
    entries: row.entries.map((e) => ({
      ...e,
      amount_cents: Number(e.amount_cents),
      amount: Number(e.amount_cents) / 100,
      communication: e.communication ? structuredCommunication(e.communication.slice(0, 10)) : null,
      order_number: e.order_id === null ? null : orderNumber(e.order_id),
    })),
  };
}

export async function getStatementImport(id: number): Promise<StatementImportView> {
  const [row] = await getSql().unsafe<ImportRow[]>(`${IMPORT_SELECT} where i.id = $1`, [id]);
  if (!row) throw notFound('Import introuvable.');
  return toView(row);
}

export async function listStatementImports(query: { page: number; per_page: number }): Promise<Page<StatementImportView>> {
  const sql = getSql();
  const [{ total } = { total: 0 }] = await sql.unsafe<{ total: number }[]>('select count(*)::int as total from public.bank_statement_imports');
  const rows = await sql.unsafe<ImportRow[]>(`${IMPORT_SELECT} order by i.imported_at desc, i.id desc limit $1 offset $2`, [
    query.per_page,
    (query.page - 1) * query.per_page,
  ]);
  return { data: rows.map(toView), total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) };
}
