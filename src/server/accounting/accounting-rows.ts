// What the accountant's export lists for a period of Brussels days: the invoices and credit notes
// issued (public.invoices, each with the country, scheme and rate it declares) and the money that
// moved, read from the order ledger (public.order_ledger): every movement in and out, whatever made it
// (a provider event, a bank statement entry, the admin by hand), on the day the money moved, with the
// document it belongs to (a refund's credit note; a payment's invoice).
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
  order_number: string;
  direction: 'in' | 'out';
  amount_cents: number;
  method: 'card' | 'paypal' | 'bank_transfer' | 'cash' | 'card_terminal' | 'other';
  source: 'provider' | 'statement' | 'hand';
  /** The provider and its event id, the statement's id, or who recorded it by hand. */
  reference: string;
  /** The credit note a refund issued, or the invoice a payment pays (null: the order has none). */
  document: string | null;
  note: string | null;
}

const period = (from: string, to: string) => ({
  from,
  next: new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10),
});

export async function periodDocuments(from: string, to: string, sql: Db = getSql()): Promise<DocumentRow[]> {
  const { next } = period(from, to);
  const rows = await sql<(Omit<DocumentRow, 'issued_at'> & { issued_at: Date | string })[]>`
    select v.number, v.kind, v.issued_at, c.number as credits, v.order_id, v.order_number, v.buyer_name,
           v.country, v.vat_scheme, v.vat_rate_bp, v.total_cents, v.vat_cents
      from public.invoices v
      left join public.invoices c on c.id = v.credits_invoice_id
     where v.issued_at >= (${from}::timestamp at time zone 'Europe/Brussels')
       and v.issued_at < (${next}::timestamp at time zone 'Europe/Brussels')
     order by v.year, v.seq`;
  return rows.map((r) => ({ ...r, issued_at: new Date(r.issued_at).toISOString() }));
}

/**
 * The ledger's movements of the period, oldest day first. A payment's document is the order's invoice
 * in force when the money came (or, for a part paid before the invoice existed, the next one issued);
 * documents are found by order number, so a deleted order's lines keep theirs.
 */
export async function periodPayments(from: string, to: string, sql: Db = getSql()): Promise<PaymentRow[]> {
  const { next } = period(from, to);
  return sql<PaymentRow[]>`
    select to_char(g.on_date, 'YYYY-MM-DD') as day, g.order_number, g.direction, g.amount_cents, g.method, g.source,
           case g.source when 'provider' then g.provider || ' ' || g.provider_event_id
                         when 'statement' then coalesce(g.statement_id, '') || coalesce(' #' || g.statement_import_id::text, '')
                         else regexp_replace(g.actor, '^admin:', '') end as reference,
           case when g.direction = 'out'
                then (select c.number from public.invoices c where c.ledger_entry_id = g.id)
                else coalesce(
                  (select i.number from public.invoices i
                    where i.order_number = g.order_number and i.kind = 'invoice' and i.issued_at <= g.created_at
                    order by i.issued_at desc, i.id desc limit 1),
                  (select i.number from public.invoices i
                    where i.order_number = g.order_number and i.kind = 'invoice'
                    order by i.issued_at, i.id limit 1)) end as document,
           g.note
      from public.order_ledger g
     where g.on_date >= ${from}::date and g.on_date < ${next}::date
     order by g.on_date, g.order_number, g.id`;
}
