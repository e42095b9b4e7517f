// The invoice content (invoice-content.ts) of one order document, written out in the reader's
// language from the order (invoice-loader.ts) and the seller's settings. A credit note repeats its
// invoice's lines negated when it cancels the whole invoice; one for part of it (a partial refund)
// is one amount line at the order's VAT rate.
import { orderBreakdown, type BreakdownLine } from '../../domain/orders/order-money.ts';
import { postalAddressLines } from '../../domain/orders/address-format.ts';
import { formatIbanForReading } from '../../domain/payments/iban-format.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { countryName, formatDate, formatNumber, labelled } from '../../i18n/locale.ts';
import { getTranslator, type Translator } from '../../i18n/translate.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';
import type { InvoiceContent, InvoiceRow, InvoiceTotal } from './invoice-content.ts';
import type { OrderDocument } from './invoice-document.ts';
import { amountDue, type InvoiceSource } from './invoice-loader.ts';
import { invoicePayment } from './invoice-payment.ts';
import { invoiceWords, type Words } from './invoice-words.ts';

function sellerLines(order: InvoiceSource, seller: ShopSettings, t: Translator): string[] {
  return [
    seller.legalName,
    seller.legalAddress,
    seller.enterpriseNumber ? t('invoice.enterpriseNumber', { number: seller.enterpriseNumber }) : '',
    seller.vatNumber ? t('invoice.vatNumber', { vat: seller.vatNumber }) : '',
    order.vat_scheme === 'uk' && seller.ukVatNumber ? t('invoice.ukVatNumber', { vat: seller.ukVatNumber }) : '',
    seller.contactEmail,
    seller.contactPhone,
    seller.bankIban
      ? `IBAN ${formatIbanForReading(seller.bankIban)}${seller.bankBic ? ` · BIC ${seller.bankBic}` : ''}`
      : '',
  ].filter((line) => line.trim() !== '');
}

function buyerLines(order: InvoiceSource, language: Language): string[] {
  return [
    order.name,
    ...postalAddressLines({ ...order, postalCode: order.postal_code }),
    countryName(order.country, language),
    order.email,
    order.phone ?? '',
  ].filter((line) => line.trim() !== '');
}

function references(order: InvoiceSource, doc: OrderDocument, { t, language }: Words): string[] {
  const number =
    doc.kind === 'credit_note'
      ? t('invoicePdf.creditNoteNumber', { number: doc.number ?? '' })
      : doc.kind === 'invoice'
        ? t('invoice.number', { number: doc.number ?? '' })
        : '';
  return [
    number,
    doc.credits ? t('invoicePdf.creditsInvoice', { number: doc.credits }) : '',
    `${t('invoice.order', { id: order.id })} (${order.number}) · ${labelled(t('invoicePdf.orderDate'), formatDate(order.created_at, language), language)}`,
    doc.issuedAt ? labelled(t('invoicePdf.issued'), formatDate(doc.issuedAt, language), language) : '',
  ].filter(Boolean);
}

/** The line's VAT rate as the totals write it ("21 %" in French, "21%" in English and Dutch). */
function rateText(order: InvoiceSource, { t, language }: Words): string {
  return t('invoice.rate', { rate: formatNumber(order.vat_rate_bp / 100, language) });
}

function size(ml: number | null): string {
  return ml ? ` · ${ml}\u00a0ml` : '';
}

/** The breakdown's label, an export's VAT-free amounts never reading "incl. VAT". */
function totalLabel(order: InvoiceSource, line: BreakdownLine, { t, language }: Words): string {
  if (line.key === 'discount')
    return line.code ? t('invoice.discountCode', { code: line.code }) : t('invoice.discount');
  if (order.vat_scheme === 'export' && (line.key === 'vat' || line.key === 'total'))
    return t(`exportPrices.${line.key}`);
  if (line.key === 'vat') return t('invoice.vatIncluded', { rate: formatNumber((line.rate_bp ?? 0) / 100, language) });
  return t(`invoice.${line.key}`);
}

/** Lines and totals; `sign` -1 for a credit note (money given back). */
function linesAndTotals(
  order: InvoiceSource,
  doc: OrderDocument,
  words: Words,
): { rows: InvoiceRow[]; totals: InvoiceTotal[] } {
  const { t, money } = words;
  const rate = rateText(order, words);
  const record = doc.number ? order.invoices.find((i) => i.number === doc.number) : undefined;
  const sign = doc.kind === 'credit_note' ? -1 : 1;
  const partial = doc.kind === 'credit_note' && record && record.total_cents !== (record.credits_total_cents ?? -1);
  if (partial && record) {
    const amounts = {
      ...order,
      subtotal_cents: record.total_cents,
      discount_cents: 0,
      shipping_cents: 0,
      gift_wrap: false,
      gift_wrap_cents: 0,
    };
    const totals = orderBreakdown({ ...amounts, total_cents: record.total_cents, vat_cents: record.vat_cents })
      .filter((line) => ['totalExVat', 'vat', 'total'].includes(line.key))
      .map((line) => ({
        label: totalLabel(order, line, words),
        amount: money(-line.cents),
        grand: line.key === 'total',
      }));
    const amount = money(-record.total_cents);
    return { rows: [[t('invoice.partialRefund'), '1', amount, rate, amount]], totals };
  }
  const rows = order.items.map((item): InvoiceRow => [
    `${item.name}${size(item.size_ml)}`,
    String(item.quantity),
    money(sign * item.price_cents),
    rate,
    money(sign * item.price_cents * item.quantity),
  ]);
  const totals = orderBreakdown(order).map((line) => ({
    label: totalLabel(order, line, words),
    amount: money(sign * line.sign * line.cents),
    grand: line.key === 'total',
  }));
  return { rows, totals };
}

function columns(order: InvoiceSource, t: Translator): InvoiceRow {
  const exported = order.vat_scheme === 'export';
  return [
    t('invoice.product'),
    t('invoice.quantity'),
    t(exported ? 'exportPrices.unitPrice' : 'invoice.unitPrice'),
    t('invoice.vatRate'),
    t(exported ? 'exportPrices.lineTotal' : 'invoice.lineTotal'),
  ];
}

function vatNote(order: InvoiceSource, { t, language }: Words): string {
  if (order.vat_scheme === 'oss') return t('invoice.vatNoteOss', { country: countryName(order.country, language) });
  if (order.vat_scheme === 'uk') return t('invoice.vatNoteUk');
  if (order.vat_scheme === 'export') return t('invoice.vatNoteExport');
  return t('invoice.vatNote');
}

function title(doc: OrderDocument, t: Translator): string {
  if (doc.kind === 'pro_forma') return t('invoicePdf.proFormaTitle');
  return doc.kind === 'credit_note' ? t('invoicePdf.creditNoteTitle') : t('invoice.title');
}

export function invoiceFileName(order: Pick<InvoiceSource, 'number'>, doc: OrderDocument, language: Language): string {
  const t = getTranslator(language, ['backoffice']);
  const stem =
    doc.kind === 'pro_forma'
      ? `${t('invoicePdf.proFormaFile')}-${order.number}`
      : `${t(doc.kind === 'credit_note' ? 'invoicePdf.creditNoteFile' : 'invoicePdf.invoiceFile')}-${doc.number ?? ''}`;
  return `${stem}.pdf`;
}

export function composeInvoice(
  order: InvoiceSource,
  doc: OrderDocument,
  seller: ShopSettings,
  language: Language,
): InvoiceContent {
  const words = invoiceWords(language);
  const { t } = words;
  const { rows, totals } = linesAndTotals(order, doc, words);
  const due = doc.kind === 'credit_note' ? 0 : amountDue(order);
  return {
    kind: doc.kind,
    language,
    name: doc.number ? `${doc.number} · ${order.number}` : `${title(doc, t)} ${order.number}`,
    fileName: invoiceFileName(order, doc, language),
    title: title(doc, t),
    references: references(order, doc, words),
    seller: { heading: t('invoice.seller'), lines: sellerLines(order, seller, t) },
    buyer: { heading: t('invoice.billedTo'), lines: buyerLines(order, language) },
    facts: [
      `${labelled(t('invoice.paymentMethod'), order.payment_method ? t(`invoice.methods.${order.payment_method}`) : '—', language)} · ${labelled(t('invoice.status'), t(`invoice.statuses.${order.status}`), language)}`,
      t('invoice.destination', { country: countryName(order.country, language) }),
    ],
    columns: columns(order, t),
    rows,
    totals,
    payment: invoicePayment(order, due, seller, words),
    notes: [vatNote(order, words), doc.kind === 'pro_forma' ? t('invoicePdf.proFormaNote') : ''].filter(Boolean),
  };
}
