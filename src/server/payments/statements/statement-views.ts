// What the back-office sees of the imported statements: each import, newest first, with its counts
// and the entries that matter to the owner (paid ones with their order, and those left to decide).
// Debits and other ignored entries are only counted: a business account has many of them.
import type { StatementEntry, StatementImport } from '../../../contract/admin/bank-statements.ts';
import { pageOf, type Page, type PageQuery } from '../../../contract/admin/page.ts';
import { orderNumber } from '../../../domain/orders/order-number.ts';
import { structuredCommunication } from '../../../domain/payments/structured-communication.ts';
import { getSql } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { onlyRow } from '../../db/rows.ts';

const importSelect = () => getSql()`
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
                     'order_id', o.id, 'order_total_cents', o.total_cents, 'order_status', o.status,
                     'applied_by', e.applied_by, 'applied_at', e.applied_at) order by e.id)
                   from public.bank_statement_entries e left join public.orders o on o.id = e.order_id
                  where e.import_id = i.id and e.decision <> 'ignored'), '[]'::json) as entries
    from public.bank_statement_imports i`;

type EntryRow = Omit<StatementEntry, 'amount' | 'order_number'>;
type ImportRow = Omit<StatementImport, 'imported_at' | 'entries'> & { imported_at: Date; entries: EntryRow[] };

function toView(row: ImportRow): StatementImport {
  return {
    ...row,
    imported_at: new Date(row.imported_at).toISOString(),
    entries: row.entries.map((e) => ({
      ...e,
      amount_cents: Number(e.amount_cents),
      amount: Number(e.amount_cents) / 100,
      communication: e.communication ? structuredCommunication(e.communication.slice(0, 10)) : null,
      order_number: e.order_id === null ? null : orderNumber(e.order_id),
      applied_at: e.applied_at === null ? null : new Date(e.applied_at).toISOString(),
    })),
  };
}

export async function getStatementImport(id: number): Promise<StatementImport> {
  const [row] = await getSql()<ImportRow[]>`${importSelect()} where i.id = ${id}`;
  if (!row) throw notFound('Import introuvable.');
  return toView(row);
}

export async function listStatementImports(query: PageQuery): Promise<Page<StatementImport>> {
  const sql = getSql();
  const { total } = onlyRow(
    await sql<{ total: number }[]>`select count(*)::int as total from public.bank_statement_imports`,
    'import count',
  );
  const rows = await sql<ImportRow[]>`
    ${importSelect()} order by i.imported_at desc, i.id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`;
  return pageOf(rows.map(toView), total, query);
}
