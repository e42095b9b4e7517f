// What the accountant's export lists for a period of Brussels days: the invoices and credit notes
// issued (public.invoices, with their order's country, scheme and rate while the order exists) and
// the money that moved: payments and refunds the providers reported (payment_events) and transfers
// matched from imported bank statements (bank_statement_entries marked paid).
import { getSql, type Db } from '../db/client.ts';

export interface DocumentRow {
  number: string;
  kind: 'invoice' | 'credit_note';
  issued_at: string;
  credits: string | null;
  order_id: number | null;
  order_number: string;
  buyer_name: string;
  country: string | null;
  vat_scheme: string | null;
  vat_rate_bp: number | null;
  total_cents: number;
  vat_cents: number;
}

export interface PaymentRow {
  day: string;
  order_number: string | null;
  direction: 'received' | 'refunded';
  amount_cents: number;
  method: string | null;
  source: 'provider' | 'statement';
  /** The provider and its event id, or the statement's id. */
  reference: string;
}

const period = (from: string, to: string) => ({
  from,
  next: new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10),
});

export async function periodDocuments(from: string, to: string, sql: Db = getSql()): Promise<DocumentRow[]> {
  const { next } = period(from, to);
  const rows = await sql<(Omit<DocumentRow, 'issued_at'> & { issued_at: Date | string })[]>`
    select v.number, v.kind, v.issued_at, c.number as credits, v.order_id, v.order_number, v.buyer_name,
           o.country, o.vat_scheme, o.vat_rate_bp, v.total_cents, v.vat_cents
      from public.invoices v
      left join public.invoices c on c.id = v.credits_invoice_id
      left join public.orders o on o.id = v.order_id
     where v.issued_at >= (${from}::timestamp at time zone 'Europe/Brussels')
       and v.issued_at < (${next}::timestamp at time zone 'Europe/Brussels')
     order by v.year, v.seq`;
  return rows.map((r) => ({ ...r, issued_at: new Date(r.issued_at).toISOString() }));
}

export async function periodPayments(from: string, to: string, sql: Db = getSql()): Promise<PaymentRow[]> {
  const { next } = period(from, to);
  const rows = await sql<(Omit<PaymentRow, 'amount_cents'> & { amount_cents: number | string })[]>`
    select to_char(e.received_at at time zone 'Europe/Brussels', 'YYYY-MM-DD') as day,
           case when e.order_id is null then null else 'ML-' || lpad(e.order_id::text, 6, '0') end as order_number,
           case when e.outcome = 'refunded' then 'refunded' else 'received' end as direction,
           e.amount_cents, e.payment_method::text as method, 'provider' as source,
           e.provider || ' ' || e.event_id as reference
      from public.payment_events e
     where e.outcome in ('succeeded', 'refunded') and e.amount_cents is not null
       and e.received_at >= (${from}::timestamp at time zone 'Europe/Brussels')
       and e.received_at < (${next}::timestamp at time zone 'Europe/Brussels')
    union all
    select to_char(coalesce(b.booking_date, b.created_at at time zone 'Europe/Brussels'), 'YYYY-MM-DD'),
           case when b.order_id is null then null else 'ML-' || lpad(b.order_id::text, 6, '0') end,
           'received', b.amount_cents, 'bank-transfer', 'statement', b.statement_id
      from public.bank_statement_entries b
     where b.decision = 'paid'
       and coalesce(b.booking_date, (b.created_at at time zone 'Europe/Brussels')::date) >= ${from}::date
       and coalesce(b.booking_date, (b.created_at at time zone 'Europe/Brussels')::date) < ${next}::date
     order by 1, 2, 7`;
  return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}
