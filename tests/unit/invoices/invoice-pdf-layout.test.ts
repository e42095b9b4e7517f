// The invoice, pro forma and credit note PDFs laid out by the layout library: read back with a PDF
// reader, no text box overlaps another (fr/en/nl, 1 and 12 lines, long names, a discount, an export,
// a whole and a partial credit note), and the PDF says what the HTML page says.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/i18n/locale.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { composeInvoice } from '../../../src/server/invoices/invoice-compose.ts';
import type { OrderDocument } from '../../../src/server/invoices/invoice-document.ts';
import { renderInvoiceHtml } from '../../../src/server/invoices/invoice-html.ts';
import { renderInvoicePdf } from '../../../src/server/invoices/invoice-pdf.ts';
import { overlappingBoxes, pdfText, pdfTextBoxes, plainSpaces } from '../../support/pdf-text.ts';
import { invoiced, order, SELLER } from './invoice-fixtures.ts';

const PRO_FORMA: OrderDocument = { kind: 'pro_forma', number: null, issuedAt: null, credits: null };
const INVOICE: OrderDocument = {
  kind: 'invoice',
  number: '2026-000007',
  issuedAt: '2026-03-15T10:00:00.000Z',
  credits: null,
};
const CREDIT: OrderDocument = {
  kind: 'credit_note',
  number: '2026-000009',
  issuedAt: '2026-03-20T10:00:00.000Z',
  credits: '2026-000007',
};

const CASES = [
  { name: 'an invoice of one line', doc: INVOICE, source: () => invoiced(order()) },
  {
    name: 'an invoice of 12 long lines with a discount',
    doc: INVOICE,
    source: () => invoiced(order({ lines: 12, long: true, discount: true })),
  },
  {
    name: 'a pro forma of an export awaiting its transfer',
    doc: PRO_FORMA,
    source: () => order({ lines: 12, long: true, scheme: 'export', status: 'pending' }),
  },
  { name: 'a whole credit note', doc: CREDIT, source: () => invoiced(order({ lines: 3, discount: true }), undefined) },
  { name: 'a partial credit note', doc: CREDIT, source: () => invoiced(order({ lines: 2, scheme: 'oss' }), 4500) },
];

describe('invoice PDF layout', () => {
  for (const language of LANGUAGES)
    for (const c of CASES)
      it(`${language}: ${c.name} has no overlapping text`, async () => {
        let source = c.source();
        // a whole credit note: the note's total is the invoice's
        if (c.name === 'a whole credit note') source = invoiced(source, source.total_cents);
        const boxes = await pdfTextBoxes(await renderInvoicePdf(composeInvoice(source, c.doc, SELLER, language)));
        expect(boxes.length).toBeGreaterThan(20);
        expect(overlappingBoxes(boxes).map(([a, b]) => `${a.text} / ${b.text}`)).toEqual([]);
      });
});

describe('invoice content', () => {
  it('prints on the PDF every line the HTML page shows', async () => {
    const content = composeInvoice(order({ lines: 2, discount: true, status: 'pending' }), PRO_FORMA, SELLER, 'fr');
    const html = renderInvoiceHtml(content);
    // words, not lines: the PDF wraps a long line inside its column
    const words = new Set((await pdfText(await renderInvoicePdf(content))).split(/\s+/));
    const said = [...content.references, ...content.seller.lines, ...content.buyer.lines, ...content.facts];
    for (const line of [...said, ...content.totals.map((x) => x.amount), ...(content.payment?.lines ?? [])]) {
      for (const word of plainSpaces(line).split(/\s+/)) expect(words).toContain(word);
      expect(html).toContain(line.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;'));
    }
    expect(html).toContain('IBAN BE68 5390 0754 7034');
  });

  it('gives a pro forma awaiting its transfer the amount due, the structured communication and the EPC QR code', () => {
    const o = order({ status: 'pending' });
    const content = composeInvoice(o, PRO_FORMA, SELLER, 'en');
    const B = messages.en.backoffice.invoice;
    expect(content.payment?.lines.join('\n')).toContain(B.amountDue);
    expect(content.payment?.lines.join('\n')).toContain('+++000/0000/04242+++');
    expect(content.payment?.qr?.payload).toContain(`EUR${(o.total_cents / 100).toFixed(2)}`);
    expect(content.payment?.qr?.payload).toContain('BE68539007547034');
    expect(composeInvoice(invoiced(order()), INVOICE, SELLER, 'en').payment).toBeNull();
  });

  it('writes a partial credit note as one amount line at the order VAT rate, a whole one as the lines negated', () => {
    const o = order({ lines: 2 });
    const partial = composeInvoice(invoiced(o, 4500), CREDIT, SELLER, 'fr');
    const back = `−\u202f${formatMoney(4500, 'fr')}`;
    expect(partial.rows).toEqual([['Remboursement partiel', '1', back, '21\u202f%', back]]);
    expect(partial.totals.at(-1)).toMatchObject({ amount: back, grand: true });
    const whole = composeInvoice(invoiced(o, o.total_cents), CREDIT, SELLER, 'fr');
    expect(whole.rows).toHaveLength(2);
    expect(whole.rows.every((row) => row[4].startsWith('−'))).toBe(true);
    expect(whole.references).toContain('Annule la facture n° 2026-000007 (remboursement)');
  });

  it('writes a UK address town then postcode, and the export wording instead of "incl. VAT"', () => {
    const content = composeInvoice(order({ scheme: 'export' }), PRO_FORMA, SELLER, 'en');
    expect(content.buyer.lines.slice(1, 4)).toEqual(['Rue Neuve 1', 'London', 'SW1A 1AA']);
    expect(content.columns[2]).toBe(messages.en.backoffice.exportPrices.unitPrice);
    expect(content.notes[0]).toBe(messages.en.backoffice.invoice.vatNoteExport);
  });
});
