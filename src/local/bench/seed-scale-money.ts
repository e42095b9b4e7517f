// The money of the bench's 100,000 orders, after the bulk load (triggers off): the settled orders'
// payments in their ledger, their invoices dated on their payment, and one bottle in four sent back on
// one completed order in 40 (a refund in the ledger twelve days after the payment and its credit note),
// so the VAT return's reconciliation meets credit notes too. Then the ledger's month totals, summed once.
import type { Sql } from '../../server/db/client.ts';

/** One completed order in this many gets a part refund with its credit note. */
const REFUND_EVERY = 40;

export async function seedScaleMoney(tx: Sql, done: (step: string) => void): Promise<void> {
  await tx`select public.record_unrecorded_payments()`;
  done('ledger');
  await tx`select public.issue_unissued_invoices()`;
  done('invoices');
  await refundSomeOrders(tx);
  await tx`select public.rebuild_ledger_month_totals()`;
  done('refunds and credit notes');
}

/** A quarter of the total paid back by hand twelve days after the payment, and its credit note. */
async function refundSomeOrders(tx: Sql): Promise<void> {
  await tx`
    with refunds as (
      insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date, actor, note, created_at)
      select o.id, public.order_number_of(o.id), 'out', o.total_cents / 4, 'bank_transfer', 'hand',
             public.brussels_day(o.paid_at + interval '12 days'), 'admin:admin@maison.local', 'one bottle back',
             o.paid_at + interval '12 days'
        from public.orders o
       where o.status = 'completed' and o.id % ${REFUND_EVERY} = 0 and o.total_cents >= 4
         and o.paid_at + interval '12 days' < now()
      returning id, order_id, amount_cents, created_at
    ), numbered as (
      select r.*, i.id as invoice_id, i.order_number, i.buyer_name, i.language, i.total_cents as invoice_total,
             i.vat_cents as invoice_vat, i.country, i.vat_scheme, i.vat_rate_bp,
             extract(year from r.created_at at time zone 'Europe/Brussels')::integer as year
        from refunds r join public.invoices i on i.order_id = r.order_id and i.kind = 'invoice'
    ), sequenced as (
      select n.*, coalesce((select s.last_number from public.invoice_series s where s.year = n.year), 0)
                  + row_number() over (partition by n.year order by n.created_at, n.id)::integer as seq
        from numbered n
    ), notes as (
      insert into public.invoices (year, seq, number, kind, order_id, order_number, credits_invoice_id, buyer_name, language,
                                   total_cents, vat_cents, issued_at, ledger_entry_id, country, vat_scheme, vat_rate_bp)
      select s.year, s.seq, s.year::text || '-' || lpad(s.seq::text, 6, '0'), 'credit_note', s.order_id, s.order_number,
             s.invoice_id, s.buyer_name, s.language, s.amount_cents,
             round(s.invoice_vat::numeric * s.amount_cents / nullif(s.invoice_total, 0))::integer, s.created_at, s.id,
             s.country, s.vat_scheme, s.vat_rate_bp
        from sequenced s
       order by s.year, s.seq
      returning year, seq
    )
    insert into public.invoice_series as s (year, last_number)
    select year, max(seq) from notes group by year
    on conflict on constraint invoice_series_pkey do update set last_number = excluded.last_number`;
}
