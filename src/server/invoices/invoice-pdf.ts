// The order's invoice as a PDF, in the order's language (or the one asked): the
// document's title and number (invoice, credit note, or pro forma with no number), the seller's
// identity from the settings, the buyer, each line with its VAT rate, the totals broken down as the
// admin and the HTML invoice show them (domain/orders/order-money.ts) and the VAT scheme's legal
// wording. Drawn with pdf-lib's standard fonts: no font file to bundle, a small Netlify function.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from './pdf-lib.ts';
import type { AdminOrderDetail } from '../../contract/admin/orders.ts';
import { orderBreakdown, type BreakdownLine } from '../../domain/orders/order-money.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { countryName, formatDate, formatNumber, labelled, formatMoney } from '../../i18n/locale.ts';
import { getTranslator, type Translator } from '../../i18n/translate.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';
import type { OrderDocument } from './invoice-document.ts';
import { drawable, wrap } from './pdf-text.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

function text(
  pen: Pen,
  value: string,
  x: number,
  options: { size?: number; bold?: boolean; muted?: boolean; right?: boolean } = {},
): void {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 10;
  const drawn = drawable(font, value);
  const at = options.right ? x - font.widthOfTextAtSize(drawn, size) : x;
  pen.page.drawText(drawn, { x: at, y: pen.y, size, font, color: options.muted ? MUTED : INK });
}

function paragraph(pen: Pen, value: string, options: { size?: number; muted?: boolean } = {}): void {
  const size = options.size ?? 9;
  for (const line of wrap(pen.regular, value, size, A4.width - 2 * MARGIN)) {
    text(pen, line, MARGIN, { size, muted: options.muted ?? true });
    pen.y -= size + 4;
  }
}

interface Words {
  t: Translator;
  language: Language;
  money: (cents: number) => string;
}

/** Title, number, dates and the order it is for. */
function heading(pen: Pen, order: AdminOrderDetail, doc: OrderDocument, { t, language }: Words): void {
  const title =
    doc.kind === 'pro_forma'
      ? t('invoicePdf.proFormaTitle')
      : doc.kind === 'credit_note'
        ? t('invoicePdf.creditNoteTitle')
        : t('invoice.title');
  text(pen, title.toUpperCase(), MARGIN, { size: 20, bold: true });
  pen.y -= 22;
  if (doc.number) {
    text(
      pen,
      doc.kind === 'credit_note'
        ? t('invoicePdf.creditNoteNumber', { number: doc.number })
        : t('invoice.number', { number: doc.number }),
      MARGIN,
      { size: 11, bold: true },
    );
    pen.y -= 15;
  }
  if (doc.credits) {
    text(pen, t('invoicePdf.creditsInvoice', { number: doc.credits }), MARGIN);
    pen.y -= 14;
  }
  text(
    pen,
    `${t('invoice.order', { id: order.id })} (${order.number}) · ${labelled(t('invoicePdf.orderDate'), formatDate(order.created_at, language), language)}`,
    MARGIN,
  );
  pen.y -= 14;
  if (doc.issuedAt) {
    text(pen, labelled(t('invoicePdf.issued'), formatDate(doc.issuedAt, language), language), MARGIN);
    pen.y -= 14;
  }
  pen.y -= 12;
}

/** The seller (the settings) on the left, the buyer (the order) on the right. */
function parties(pen: Pen, order: AdminOrderDetail, seller: ShopSettings, { t, language }: Words): void {
  const sellerLines = [
    seller.legalName,
    seller.legalAddress,
    seller.enterpriseNumber ? t('invoice.enterpriseNumber', { number: seller.enterpriseNumber }) : '',
    seller.vatNumber ? t('invoice.vatNumber', { vat: seller.vatNumber }) : '',
    order.vat_scheme === 'uk' && seller.ukVatNumber ? t('invoice.ukVatNumber', { vat: seller.ukVatNumber }) : '',
    seller.contactEmail,
    seller.bankIban ? `IBAN ${seller.bankIban}${seller.bankBic ? ` · BIC ${seller.bankBic}` : ''}` : '',
  ].filter((line) => line.trim() !== '');
  const buyerLines = [
    order.name,
    order.address,
    `${order.postal_code} ${order.city}`,
    countryName(order.country, language),
    order.email,
  ].filter(Boolean);
  const top = pen.y;
  const column = (title: string, lines: string[], x: number) => {
    pen.y = top;
    text(pen, title.toUpperCase(), x, { size: 8, bold: true, muted: true });
    pen.y -= 13;
    for (const line of lines.flatMap((l) => wrap(pen.regular, l, 10, 230))) {
      text(pen, line, x);
      pen.y -= 13;
    }
    return pen.y;
  };
  const left = column(t('invoice.seller'), sellerLines, MARGIN);
  const right = column(t('invoice.billedTo'), buyerLines, A4.width / 2 + 10);
  pen.y = Math.min(left, right) - 14;
  text(
    pen,
    `${labelled(t('invoice.paymentMethod'), t(`invoice.methods.${order.payment_method}`), language)} · ${t('invoice.destination', { country: countryName(order.country, language) })}`,
    MARGIN,
  );
  pen.y -= 22;
}

const COLUMNS = [MARGIN, 330, 390, 470, A4.width - MARGIN] as const;

/** The lines, each with the order's one VAT rate (one destination, one rate). */
function lines(pen: Pen, order: AdminOrderDetail, { t, language, money }: Words): void {
  const rate = `${formatNumber(order.vat_rate_bp / 100, language)} %`;
  const row = (cells: string[], bold = false) => {
    const [name = '', ...numbers] = cells;
    text(pen, name, COLUMNS[0], { bold, size: bold ? 8 : 10 });
    numbers.forEach((cell, i) =>
      text(pen, cell, COLUMNS[i + 2] ?? COLUMNS[4], { bold, size: bold ? 8 : 10, right: true }),
    );
    pen.y -= 6;
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y },
      end: { x: A4.width - MARGIN, y: pen.y },
      thickness: 0.5,
      color: rgb(0.8, 0.8, 0.8),
    });
    pen.y -= 12;
  };
  row(
    [
      t('invoice.product'),
      t('invoice.quantity'),
      t('invoice.unitPrice'),
      t('invoice.vatRate'),
      t('invoice.lineTotal'),
    ].map((h) => h.toUpperCase()),
    true,
  );
  for (const item of order.items) {
    const name = `${item.product.name}${item.size_ml ? ` · ${item.size_ml} mL` : ''}`;
    row([
      wrap(pen.regular, name, 10, 250)[0] ?? name,
      String(item.quantity),
      money(item.price_cents),
      rate,
      money(item.price_cents * item.quantity),
    ]);
  }
  pen.y -= 6;
}

function totals(pen: Pen, order: AdminOrderDetail, { t, language, money }: Words): void {
  const label = (line: BreakdownLine): string => {
    if (line.key === 'discount')
      return line.code ? t('invoice.discountCode', { code: line.code }) : t('invoice.discount');
    if (line.key === 'vat')
      return t('invoice.vatIncluded', { rate: formatNumber((line.rate_bp ?? 0) / 100, language) });
    return t(`invoice.${line.key}`);
  };
  for (const line of orderBreakdown(order)) {
    const bold = line.key === 'total';
    text(pen, label(line), 330, { bold });
    text(pen, `${line.sign < 0 ? '- ' : ''}${money(line.cents)}`, A4.width - MARGIN, { bold, right: true });
    pen.y -= 15;
  }
  pen.y -= 12;
}

function vatNote(order: AdminOrderDetail, { t, language }: Words): string {
  if (order.vat_scheme === 'oss') return t('invoice.vatNoteOss', { country: countryName(order.country, language) });
  if (order.vat_scheme === 'uk') return t('invoice.vatNoteUk');
  if (order.vat_scheme === 'export') return t('invoice.vatNoteExport');
  return t('invoice.vatNote');
}

export async function renderInvoicePdf(
  order: AdminOrderDetail,
  doc: OrderDocument,
  seller: ShopSettings,
  language: Language,
): Promise<Uint8Array> {
  const words: Words = {
    t: getTranslator(language, ['backoffice']),
    language,
    money: (cents) => formatMoney(cents, language),
  };
  const pdf = await PDFDocument.create();
  const title = doc.number
    ? `${doc.number} · ${order.number}`
    : `${words.t('invoicePdf.proFormaTitle')} ${order.number}`;
  pdf.setTitle(title);
  pdf.setAuthor(seller.legalName || 'Shop');
  pdf.setLanguage({ fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' }[language]);
  const pen: Pen = {
    page: pdf.addPage([A4.width, A4.height]),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: A4.height - MARGIN - 10,
  };
  heading(pen, order, doc, words);
  parties(pen, order, seller, words);
  lines(pen, order, words);
  totals(pen, order, words);
  paragraph(pen, vatNote(order, words));
  if (doc.kind === 'pro_forma') paragraph(pen, words.t('invoicePdf.proFormaNote'), { size: 10, muted: false });
  return pdf.save();
}

/** "facture-2026-000001.pdf", "pro-forma-ML-000042.pdf", in the document's language. */
export function invoiceFileName(
  order: Pick<AdminOrderDetail, 'number'>,
  doc: OrderDocument,
  language: Language,
): string {
  const t = getTranslator(language, ['backoffice']);
  const stem =
    doc.kind === 'pro_forma'
      ? `${t('invoicePdf.proFormaFile')}-${order.number}`
      : `${t(doc.kind === 'credit_note' ? 'invoicePdf.creditNoteFile' : 'invoicePdf.invoiceFile')}-${doc.number ?? ''}`;
  return `${stem}.pdf`;
}
