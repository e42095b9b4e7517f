// One order document, loaded and written out once (invoice-loader.ts, invoice-compose.ts): what the
// download, the printable page, the e-mail attachment and the accountant's export ask for.
import type { Language } from '../../domain/vocabulary/language.ts';
import { getSql, type Db } from '../db/client.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { composeInvoice } from './invoice-compose.ts';
import type { InvoiceContent } from './invoice-content.ts';
import { pickDocument } from './invoice-document.ts';
import { loadInvoiceSource } from './invoice-loader.ts';

export type DocumentLookup = { found: false; reason: 'order' | 'document' } | { found: true; content: InvoiceContent };

/**
 * The document `number` of order `orderId` (else its latest invoice, else a pro forma), in
 * `language` (else the order's).
 */
export async function orderDocumentContent(
  orderId: number,
  number: string | null | undefined,
  language: Language | null,
  sql: Db = getSql(),
): Promise<DocumentLookup> {
  const order = await loadInvoiceSource(orderId, sql);
  if (!order) return { found: false, reason: 'order' };
  const doc = pickDocument(order.invoices, number);
  if (!doc) return { found: false, reason: 'document' };
  return { found: true, content: composeInvoice(order, doc, await getShopSettings(sql), language ?? order.language) };
}
