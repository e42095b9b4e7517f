// What an invoice, a pro forma or a credit note says, once, in the reader's language: every word,
// amount and address already written out. The HTML page (invoice-html.ts) and the PDF
// (invoice-pdf.ts) only lay this out, so the two can never say different things (the phone, the
// IBAN in groups of four, the address in its country's order, the export wording).
import type { Language } from '../../domain/vocabulary/language.ts';
import type { QrDrawing } from '../payments/qr-image.ts';
import type { DocumentKind } from './invoice-document.ts';

export interface InvoiceBlock {
  heading: string;
  lines: string[];
}

/** One row of the lines table: product, quantity, unit price, VAT rate, line total. */
export type InvoiceRow = [product: string, quantity: string, unitPrice: string, vatRate: string, lineTotal: string];

export interface InvoiceTotal {
  label: string;
  amount: string;
  /** The grand total (bold, ruled above). */
  grand: boolean;
}

/** How to pay what is still due: amount, account, structured communication and the EPC QR code. */
export interface InvoicePayment {
  heading: string;
  lines: string[];
  qr: { drawing: QrDrawing; payload: string; alt: string } | null;
}

export interface InvoiceContent {
  kind: DocumentKind;
  language: Language;
  /** The document's name for the file's metadata and the page title ("2026-000001 · ML-000042"). */
  name: string;
  fileName: string;
  title: string;
  /** Number, the invoice a credit note cancels, the order and the dates, one per line. */
  references: string[];
  seller: InvoiceBlock;
  buyer: InvoiceBlock;
  /** Payment method, status and destination country. */
  facts: string[];
  columns: InvoiceRow;
  rows: InvoiceRow[];
  totals: InvoiceTotal[];
  payment: InvoicePayment | null;
  /** The VAT scheme's legal wording, the pro forma's warning. */
  notes: string[];
}
