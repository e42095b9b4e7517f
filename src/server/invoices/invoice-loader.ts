// The one read of an order's documents: the order's buyer, address, lines and amounts, its
// invoices and credit notes (public.invoices) and the money received so far, in one query. The
// invoice page, the PDF download, the e-mail attachment and the accountant's export all start here
// (not from the back-office's order view, which itself lists the e-mails that attach these PDFs).
import { amountDueCents, amountPaidCents, type OrderAmounts } from '../../domain/orders/order-money.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { VatScheme } from '../../domain/tax/vat-rules.ts';
import type { OrderCustomerColumns } from '../../domain/orders/order-columns.ts';
import { getSql, type Db } from '../db/client.ts';
import type { InvoiceRecord } from './invoice-document.ts';

export interface InvoiceLine {
  name: string;
  size_ml: number | null;
  quantity: number;
  price_cents: number;
}

/** An invoice or credit note (the record orderInvoices reads), with the totals the documents print. */
export interface InvoiceRecordRow extends InvoiceRecord {
  /** The total of the invoice a credit note cancels. */
  credits_total_cents: number | null;
  total_cents: number;
  vat_cents: number;
}

export interface InvoiceSource
  extends OrderAmounts, Pick<OrderCustomerColumns, 'email' | 'phone' | 'address' | 'city' | 'postal_code' | 'country'> {
  id: number;
  number: string;
  status: OrderStatus;
  name: string;
  language: Language;
  payment_method: string | null;
  vat_scheme: VatScheme;
  created_at: string;
  paid_at: string | null;
  /** Money the providers reported received, less refunds (a transfer marked paid has none). */
  received_cents: number;
  items: InvoiceLine[];
  invoices: InvoiceRecordRow[];
}

type Row = Omit<InvoiceSource, 'created_at' | 'paid_at' | 'received_cents' | 'invoices'> & {
  created_at: Date | string;
  paid_at: Date | string | null;
  received_cents: number | string;
  invoices: (Omit<InvoiceRecordRow, 'issued_at'> & { issued_at: string })[];
};

/** The order `id` as its documents print it, or null when there is no such order (deleted). */
export async function loadInvoiceSource(id: number, sql: Db = getSql()): Promise<InvoiceSource | null> {
  const rows = await sql<Row[]>`
    select o.id, 'ML-' || lpad(o.id::text, 6, '0') as number, o.status, o.name, o.email, o.phone, o.address,
           o.city, o.postal_code, o.country, o.language, o.payment_method, o.promo_code, o.subtotal_cents,
           o.discount_cents, o.shipping_cents, o.gift_wrap, o.gift_wrap_cents, o.vat_cents, o.vat_rate_bp, o.vat_scheme, o.total_cents,
           o.created_at, o.paid_at,
           (select coalesce(sum(e.amount_cents) filter (where e.outcome = 'succeeded'), 0)
                   - coalesce(sum(e.amount_cents) filter (where e.outcome = 'refunded'), 0)
              from public.payment_events e where e.order_id = o.id) as received_cents,
           coalesce((select json_agg(json_build_object('name', i.product_name, 'size_ml', i.size_ml,
                       'quantity', i.quantity, 'price_cents', i.unit_price_cents) order by i.id)
                       from public.order_items i where i.order_id = o.id), '[]'::json) as items,
           coalesce((select json_agg(json_build_object('number', v.number, 'kind', v.kind, 'issued_at', v.issued_at,
                       'credits', c.number, 'credits_total_cents', c.total_cents, 'total_cents', v.total_cents,
                       'vat_cents', v.vat_cents) order by v.id)
                       from public.invoices v left join public.invoices c on c.id = v.credits_invoice_id
                      where v.order_id = o.id), '[]'::json) as invoices
      from public.orders o where o.id = ${id}`;
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    received_cents: Number(row.received_cents),
    invoices: row.invoices.map((v) => ({ ...v, issued_at: new Date(v.issued_at).toISOString() })),
  };
}

/** Money received and not given back: the provider's net, else the order's total once marked paid. */
export function amountHeld(order: Pick<InvoiceSource, 'received_cents' | 'paid_at' | 'total_cents'>): number {
  if (order.received_cents > 0) return order.received_cents;
  // a transfer marked paid by hand (or from a statement) has no provider amount: its payment date stands for it
  return order.paid_at !== null ? order.total_cents : 0;
}

/** What the shopper still owes (nothing on a cancelled order). */
export function amountDue(order: InvoiceSource): number {
  const paid = amountPaidCents({
    status: order.status,
    total_cents: order.total_cents,
    paid_at: order.paid_at,
    provider_paid_cents: order.received_cents,
    payments_without_amount: 0,
  });
  return amountDueCents(order, paid);
}
