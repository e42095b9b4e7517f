// Which document an order's PDF is: its invoice once it was paid (the number from
// the year's series, public.invoices), the credit note that cancelled it after a refund, or, for an
// order that was never paid, a pro forma: titled so, with no invoice number, saying it is not an invoice.
import type { Db } from '../db/client.ts';
import { getSql } from '../db/client.ts';

export type DocumentKind = 'invoice' | 'credit_note' | 'pro_forma';

export interface InvoiceRecord {
  number: string;
  kind: 'invoice' | 'credit_note';
  issued_at: string;
  /** The invoice a credit note cancels. */
  credits: string | null;
}

export interface OrderDocument {
  kind: DocumentKind;
  /** Null for a pro forma. */
  number: string | null;
  issuedAt: string | null;
  credits: string | null;
}

/** The order's invoices and credit notes, oldest first. */
export async function orderInvoices(orderId: number, sql: Db = getSql()): Promise<InvoiceRecord[]> {
  const rows = await sql<
    { number: string; kind: 'invoice' | 'credit_note'; issued_at: Date | string; credits: string | null }[]
  >`
    select i.number, i.kind, i.issued_at, c.number as credits
      from public.invoices i left join public.invoices c on c.id = i.credits_invoice_id
     where i.order_id = ${orderId} order by i.id`;
  return rows.map((r) => ({ ...r, issued_at: new Date(r.issued_at).toISOString() }));
}

/**
 * The document asked for (`number`, one of the order's), else the order's latest invoice, else a pro
 * forma. Null when `number` is not one of the order's documents.
 */
export function pickDocument(invoices: readonly InvoiceRecord[], number?: string | null): OrderDocument | null {
  const chosen = number
    ? invoices.find((i) => i.number === number)
    : [...invoices].reverse().find((i) => i.kind === 'invoice');
  if (number && !chosen) return null;
  if (!chosen) return { kind: 'pro_forma', number: null, issuedAt: null, credits: null };
  return { kind: chosen.kind, number: chosen.number, issuedAt: chosen.issued_at, credits: chosen.credits };
}
