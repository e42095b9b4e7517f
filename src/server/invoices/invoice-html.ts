// The printable invoice of an order, in the order's language (or ?lang=), with the VAT breakdown:
// prices to consumers include the VAT the order was charged (Belgian, the destination's through the
// OSS, UK VAT, or none for a VAT-free export to the UK), so the invoice shows the rate on each line,
// the destination country, the total, the VAT it includes and the amount before VAT, the scheme's
// legal wording (the export exemption for a VAT-free UK parcel), with the seller's identity and VAT
// numbers from the settings.
import { createHash } from 'node:crypto';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { AdminOrderDetail } from '../../contract/admin/orders.ts';
import { orderBreakdown, type BreakdownLine } from '../../domain/orders/order-money.ts';
import { formatIbanForReading } from '../../domain/payments/iban-format.ts';
import { postalAddressLines } from '../../domain/orders/address-format.ts';
import { countryName, formatDate, formatNumber, labelled, formatMoney } from '../../i18n/locale.ts';
import { getTranslator, type Translator } from '../../i18n/translate.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';
import type { OrderDocument } from './invoice-document.ts';
import { INVOICE_QR_STYLE, invoicePaymentQr } from './invoice-payment-qr.ts';

const INVOICE_STYLE = `
  body { font: 14px/1.5 Georgia, 'Times New Roman', serif; color: #1a1a1a; max-width: 800px; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; letter-spacing: .05em; }
  .parties { display: flex; gap: 2rem; justify-content: space-between; margin: 1.5rem 0; }
  .parties section { flex: 1; }
  h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .1em; color: #555; margin: 0 0 .25rem; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { padding: .4rem .5rem; border-bottom: 1px solid #ddd; text-align: left; }
  th { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: #555; }
  .n { text-align: right; white-space: nowrap; }
  .totals { margin-left: auto; width: 60%; }
  .totals td { border: 0; }
  .grand td { border-top: 2px solid #1a1a1a; font-weight: bold; }
  .note { color: #555; font-size: .85rem; margin-top: 1.5rem; }
  @media print { body { margin: 0; } }
${INVOICE_QR_STYLE}`;

/** The page's money, numbers and words in the invoice's language. */
interface InvoiceWords {
  t: Translator;
  language: Language;
  money: (cents: number) => string;
}

/** The seller (from the settings) and the buyer (from the order), side by side. */
function parties(order: AdminOrderDetail, seller: ShopSettings, { t, language }: InvoiceWords): string {
  const sellerLines = [
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
  const buyerLines = [
    order.name,
    ...postalAddressLines({ ...order, postalCode: order.postal_code }),
    countryName(order.country, language),
    order.email,
    order.phone ?? '',
  ].filter(Boolean);
  const block = (lines: string[]) => lines.map((l) => `<div>${e(l)}</div>`).join('');
  return `<div class="parties">
  <section><h2>${e(t('invoice.seller'))}</h2>${block(sellerLines)}</section>
  <section><h2>${e(t('invoice.billedTo'))}</h2>${block(buyerLines)}</section>
</div>`;
}

/** One row per line, each with the order's VAT rate (one destination, one rate), as the invoice rules ask. */
function lineRows(order: AdminOrderDetail, { language, money }: InvoiceWords): string {
  const rate = e(`${formatNumber(order.vat_rate_bp / 100, language)} %`);
  return order.items
    .map(
      (item) =>
        `<tr><td>${e(item.product.name)}${item.size_ml ? ` · ${item.size_ml} mL` : ''}</td><td class="n">${item.quantity}</td>` +
        `<td class="n">${money(item.price_cents)}</td><td class="n">${rate}</td><td class="n">${money(item.price_cents * item.quantity)}</td></tr>`,
    )
    .join('\n');
}

/** The same lines as the admin's order details (domain/orders/order-money.ts). */
function totalRows(order: AdminOrderDetail, { t, language, money }: InvoiceWords): string {
  const label = (line: BreakdownLine): string => {
    if (line.key === 'discount')
      return line.code ? t('invoice.discountCode', { code: line.code }) : t('invoice.discount');
    // an export's VAT-free amounts never read "incl. VAT" (nor "of which VAT 0 %")
    if (order.vat_scheme === 'export' && (line.key === 'vat' || line.key === 'total'))
      return t(`exportPrices.${line.key}`);
    if (line.key === 'vat')
      return t('invoice.vatIncluded', { rate: formatNumber((line.rate_bp ?? 0) / 100, language) });
    return t(`invoice.${line.key}`);
  };
  return orderBreakdown(order)
    .map(
      (line) =>
        `<tr${line.key === 'total' ? ' class="grand"' : ''}><td>${e(label(line))}</td><td class="n">${line.sign < 0 ? '− ' : ''}${money(line.cents)}</td></tr>`,
    )
    .join('\n  ');
}

/** The legal wording of the order's VAT scheme. */
function vatNote(order: AdminOrderDetail, { t, language }: InvoiceWords): string {
  if (order.vat_scheme === 'oss') return t('invoice.vatNoteOss', { country: countryName(order.country, language) });
  if (order.vat_scheme === 'uk') return t('invoice.vatNoteUk');
  if (order.vat_scheme === 'export') return t('invoice.vatNoteExport');
  return t('invoice.vatNote');
}

/** The document's title and number line: an unpaid order's is a pro forma, with no invoice number. */
function documentHeading(
  order: AdminOrderDetail,
  doc: OrderDocument,
  t: Translator,
): { title: string; number: string } {
  const orderLine = t('invoice.order', { id: order.id });
  if (doc.kind === 'pro_forma') return { title: t('invoicePdf.proFormaTitle'), number: orderLine };
  const number =
    doc.kind === 'credit_note'
      ? t('invoicePdf.creditNoteNumber', { number: doc.number ?? '' })
      : t('invoice.number', { number: doc.number ?? '' });
  return {
    title: doc.kind === 'credit_note' ? t('invoicePdf.creditNoteTitle') : t('invoice.title'),
    number: `${number} · ${orderLine}`,
  };
}

export async function renderInvoice(order: AdminOrderDetail, language: Language, doc: OrderDocument): Promise<string> {
  const t = getTranslator(language, ['backoffice']);
  const words: InvoiceWords = { t, language, money: (cents) => e(formatMoney(cents, language)) };
  const heading = documentHeading(order, doc, t);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(heading.title)} ${e(order.number)}</title>
<style>${INVOICE_STYLE}</style>
</head>
<body>
<header>
  <h1>${e(heading.title)}</h1>
  <div>${e(heading.number)}</div>
  <div>${e(labelled(t('invoice.date'), formatDate(order.created_at, language), language))}</div>
</header>
${parties(order, await getShopSettings(), words)}
<div>${e(labelled(t('invoice.paymentMethod'), t(`invoice.methods.${order.payment_method}`), language))} · ${e(labelled(t('invoice.status'), t(`invoice.statuses.${order.status}`), language))}</div>
<div>${e(t('invoice.destination', { country: countryName(order.country, language) }))}</div>
<table>
  <thead><tr><th>${e(t('invoice.product'))}</th><th class="n">${e(t('invoice.quantity'))}</th><th class="n">${e(t(order.vat_scheme === 'export' ? 'exportPrices.unitPrice' : 'invoice.unitPrice'))}</th><th class="n">${e(t('invoice.vatRate'))}</th><th class="n">${e(t(order.vat_scheme === 'export' ? 'exportPrices.lineTotal' : 'invoice.lineTotal'))}</th></tr></thead>
  <tbody>
${lineRows(order, words)}
  </tbody>
</table>
<table class="totals">
  ${totalRows(order, words)}
</table>
${await invoicePaymentQr(order, t, language)}
<p class="note">${e(vatNote(order, words))}</p>
${doc.kind === 'pro_forma' ? `<p class="note">${e(t('invoicePdf.proFormaNote'))}</p>` : ''}
</body>
</html>`;
}

/** Only the invoice's own style block, by its hash: no script may run in the invoice (src/server/http/html-page.ts locks the rest). */
export const INVOICE_SOURCES = {
  'style-src': [`'sha256-${createHash('sha256').update(INVOICE_STYLE).digest('base64')}'`],
};
