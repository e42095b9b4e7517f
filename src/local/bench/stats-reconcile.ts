// Do the back-office's statistics reconcile at 100,000 orders? Each figure comes
// from the real admin handlers (GET /api/admin/stats, GET /api/admin/vat-return) and is checked
// against a plain count or sum over the orders themselves, written here a second time on purpose:
// - the months' order counts add up to the settled orders placed in those 12 months, the settled
//   count matches count(*) of settled orders, and the months' revenue is the payment ledger's money
//   received less refunded in those months (by the day the money moved);
// - the best sellers' revenue (the top 5, and every product's) is at most the shop's revenue;
// - each VAT return's totals equal the sum of its own rows and the invoices less the credit notes
//   issued in its quarter (by their Brussels issue day), summed straight from public.invoices.
import type { AdminStats } from '../../contract/admin/stats.ts';
import type { VatReturn } from '../../contract/admin/vat.ts';
import { SETTLED_STATUSES } from '../../domain/vocabulary/order-status.ts';
import type { Sql } from '../../server/db/client.ts';
import { row, type BenchRow } from './results.ts';

const fmt = (n: number) => n.toLocaleString('en');
const euros = (cents: number) =>
  `${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;

/**
 * The settled orders placed in the 12 Brussels months the dashboard shows, and the ledger's money of
 * those months (received less refunded, by the day it moved), summed without the handler.
 */
async function settledInLastYear(sql: Sql): Promise<{ orders: number; cents: number; all: number }> {
  const [r] = await sql<{ orders: number; cents: string; all: number }[]>`
    select count(*) filter (where o.created_at >= (date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months') at time zone 'Europe/Brussels')::int as orders,
           (select coalesce(sum(case when g.direction = 'in' then g.amount_cents else -g.amount_cents end), 0)
              from public.order_ledger g
             where g.on_date >= (date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months')::date)::text as cents,
           count(*)::int as all
      from public.orders o where o.status = any(${SETTLED_STATUSES}::public.order_status[])`;
  return { orders: r?.orders ?? 0, cents: Number(r?.cents ?? 0), all: r?.all ?? 0 };
}

export async function monthsRow(sql: Sql, stats: AdminStats, kind: string): Promise<BenchRow> {
  const direct = await settledInLastYear(sql);
  const monthOrders = stats.by_month.reduce((s, m) => s + m.orders, 0);
  const monthCents = stats.by_month.reduce((s, m) => s + m.revenue_cents, 0);
  const settled = SETTLED_STATUSES.reduce((s, status) => s + stats.orders_by_status[status], 0);
  const ok = monthOrders === direct.orders && monthCents === direct.cents && settled === direct.all;
  return row(
    `Statistics: months' orders vs settled orders (${kind})`,
    `sum of 12 months ${fmt(monthOrders)} orders, ${euros(monthCents)}`,
    "orders = settled orders placed in those months; revenue = ledger's received - refunded; settled count = count(*)",
    ok,
    `settled orders in those months ${fmt(direct.orders)}, ledger ${euros(direct.cents)}; settled in all ${fmt(settled)} (count(*) ${fmt(direct.all)})`,
  );
}

export async function bestSellersRow(sql: Sql, stats: AdminStats, kind: string): Promise<BenchRow> {
  const [all] = await sql<
    { cents: string }[]
  >`select coalesce(sum(revenue_cents), 0)::text as cents from public.product_sales`;
  const everyProduct = Number(all?.cents ?? 0);
  const top = stats.best_sellers.reduce((s, b) => s + b.revenue_cents, 0);
  const topProduct = stats.best_sellers[0]?.revenue_cents ?? 0;
  return row(
    `Statistics: best-seller revenue vs revenue (${kind})`,
    `top 5 ${euros(top)}; all products ${euros(everyProduct)}`,
    '<= revenue of settled orders',
    top <= stats.revenue_cents && everyProduct <= stats.revenue_cents,
    `revenue ${euros(stats.revenue_cents)}; first best seller ${euros(topProduct)}`,
  );
}

type QuarterSums = { invoices: number; credit_notes: number; net: number; vat: number; total: number };

/** The invoices less the credit notes issued in a quarter's Brussels days, summed straight from the documents. */
async function quarterFromDocuments(sql: Sql, report: VatReturn): Promise<QuarterSums> {
  const [r] = await sql<{ invoices: number; credit_notes: number; net: string; vat: string; total: string }[]>`
    select count(*) filter (where kind = 'invoice')::int as invoices,
           count(*) filter (where kind = 'credit_note')::int as credit_notes,
           coalesce(sum(case when kind = 'invoice' then total_cents - vat_cents else vat_cents - total_cents end), 0)::text as net,
           coalesce(sum(case when kind = 'invoice' then vat_cents else -vat_cents end), 0)::text as vat,
           coalesce(sum(case when kind = 'invoice' then total_cents else -total_cents end), 0)::text as total
      from public.invoices
     where issued_at >= (${report.from}::timestamp at time zone 'Europe/Brussels')
       and issued_at < ((${report.to}::date + 1)::timestamp at time zone 'Europe/Brussels')`;
  return {
    invoices: r?.invoices ?? 0,
    credit_notes: r?.credit_notes ?? 0,
    net: Number(r?.net ?? 0),
    vat: Number(r?.vat ?? 0),
    total: Number(r?.total ?? 0),
  };
}

/** Why a return does not reconcile, or null. */
async function vatReturnProblem(sql: Sql, report: VatReturn): Promise<string | null> {
  const rows = (key: keyof VatReturn['totals']) => report.rows.reduce((s, r) => s + r[key], 0);
  const t = report.totals;
  if (
    t.invoices !== rows('invoices') ||
    t.credit_notes !== rows('credit_notes') ||
    t.net_cents !== rows('net_cents') ||
    t.vat_cents !== rows('vat_cents') ||
    t.total_cents !== rows('total_cents')
  ) {
    return `${report.quarter}: totals differ from the sum of its rows`;
  }
  const direct = await quarterFromDocuments(sql, report);
  if (
    t.invoices !== direct.invoices ||
    t.credit_notes !== direct.credit_notes ||
    t.net_cents !== direct.net ||
    t.vat_cents !== direct.vat ||
    t.total_cents !== direct.total
  ) {
    return `${report.quarter}: ${fmt(t.invoices)} invoices, ${fmt(t.credit_notes)} credit notes / ${euros(t.total_cents)} vs the documents' ${fmt(direct.invoices)}, ${fmt(direct.credit_notes)} / ${euros(direct.total)}`;
  }
  if (t.net_cents + t.vat_cents !== t.total_cents) return `${report.quarter}: net + VAT != total`;
  return null;
}

export async function vatReturnsRow(sql: Sql, reports: readonly VatReturn[], kind: string): Promise<BenchRow> {
  const problems: string[] = [];
  for (const report of reports) {
    const problem = await vatReturnProblem(sql, report);
    if (problem) problems.push(problem);
  }
  const invoices = reports.reduce((s, r) => s + r.totals.invoices, 0);
  const creditNotes = reports.reduce((s, r) => s + r.totals.credit_notes, 0);
  const cents = reports.reduce((s, r) => s + r.totals.total_cents, 0);
  const vat = reports.reduce((s, r) => s + r.totals.vat_cents, 0);
  return row(
    `Statistics: VAT returns vs invoices - credit notes (${kind})`,
    `${reports.length} quarters: ${fmt(invoices)} invoices, ${fmt(creditNotes)} credit notes, ${euros(cents)} of which VAT ${euros(vat)}`,
    "each quarter's totals = sum of its rows = invoices - credit notes issued in it",
    problems.length === 0,
    problems.length
      ? problems.join('; ')
      : `${reports.map((r) => `${r.quarter} ${fmt(r.totals.invoices)}`).join(', ')}`,
  );
}

/** The last `count` quarters up to today's, oldest first, as 2026-Q3. */
export function lastQuarters(count: number, today = new Date()): string[] {
  const index = today.getUTCFullYear() * 4 + Math.floor(today.getUTCMonth() / 3);
  return Array.from({ length: count }, (_, i) => index - count + 1 + i).map(
    (q) => `${Math.floor(q / 4)}-Q${(q % 4) + 1}`,
  );
}
