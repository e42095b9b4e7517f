// The order's PDF, on the embedded database and on PostgreSQL (TEST_DATABASE_URL):
// a pro forma for an order never paid (titled so, no invoice number, saying it is not an invoice); the
// invoice with its number from the year's series once paid, in the order's language, with the seller's
// identity and the VAT breakdown; the credit note of a refund; 404 for a document not the order's;
// the "payment received" e-mail carries the invoice as a PDF attachment.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-order-pdf.mts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { deliveredOutbox } from '../../support/delivered-outbox.ts';
import { functionContext } from '../../support/function-context.ts';
import { pdfText, plainSpaces } from '../../support/pdf-text.ts';
import { authed, placeTestOrder, signedInAdmin } from './helpers.ts';
import { formatMoney } from '../../../src/i18n/locale.ts';
import { fill } from '../../support/languages.ts';

let token: string;
let productId: number;

async function pdf(id: number, query = ''): Promise<{ status: number; text: string; disposition: string | null }> {
  const res = await handler(
    new Request(`http://localhost/api/orders/${id}/invoice-pdf${query}`, authed(token)),
    functionContext({ id: String(id) }),
  );
  if (res.status !== 200) return { status: res.status, text: '', disposition: null };
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  return { status: res.status, text: await pdfText(bytes), disposition: res.headers.get('content-disposition') };
}
const invoiceNumbers = async (id: number) =>
  await getSql()<
    { number: string; kind: string }[]
  >`select number, kind from public.invoices where order_id = ${id} order by id`;

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
  productId = (
    await getSql()<{ id: number }[]>`select id from public.products where stock >= 10 order by id limit 1`
  )[0]!.id;
});

describe('GET /api/orders/{id}/invoice-pdf', () => {
  it('gives an unpaid order a pro forma: titled so, no invoice number, saying it is not an invoice', async () => {
    const id = await placeTestOrder(productId, 1, { language: 'en' });
    const { text, disposition } = await pdf(id);
    const B = messages.en.backoffice;
    expect(text).toContain(B.invoicePdf.proFormaTitle.toUpperCase());
    expect(text).not.toContain(B.invoice.title.toUpperCase());
    expect(text).toContain(B.invoicePdf.proFormaNote.slice(0, 30));
    expect(text).not.toMatch(/\d{4}-\d{6}/);
    expect(disposition).toBe(`attachment; filename="pro-forma-ML-${String(id).padStart(6, '0')}.pdf"`);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: a paid order's invoice carries its number, the seller, the lines and the VAT breakdown, in the order's language`, async () => {
      const id = await placeTestOrder(productId, 2, { language: lang });
      await changeOrderStatus(id, 'paid', 'admin:test');
      const [invoice] = await invoiceNumbers(id);
      const { text, disposition } = await pdf(id);
      const B = messages[lang].backoffice;
      const [order] = await getSql()<
        { total_cents: number; vat_cents: number }[]
      >`select total_cents, vat_cents from public.orders where id = ${id}`;
      expect(text).toContain(B.invoice.title.toUpperCase());
      expect(text).toContain(fill(B.invoice.number, { number: invoice!.number }));
      expect(text).toContain('Maison Lumière SRL');
      expect(text).toContain(fill(B.invoice.enterpriseNumber, { number: '0123.456.749' }));
      expect(plainSpaces(text)).toContain(plainSpaces(fill(B.invoice.vatIncluded, { rate: '21' })));
      // the money as Intl writes it, spaces read as plain ones
      const money = (cents: number) => plainSpaces(formatMoney(cents, lang));
      expect(text).toContain(money(order!.total_cents));
      expect(text).toContain(money(order!.vat_cents));
      expect(text).toContain(B.invoice.vatNote);
      expect(disposition).toBe(`attachment; filename="${B.invoicePdf.invoiceFile}-${invoice!.number}.pdf"`);
    });
  }

  it("gives the credit note of a refunded order when asked by its number; 404 for another order's number", async () => {
    const id = await placeTestOrder(productId, 1, { language: 'fr' });
    await changeOrderStatus(id, 'paid', 'admin:test');
    const [invoice] = await invoiceNumbers(id);
    await getSql()`select public.issue_credit_note(${id})`;
    const [, note] = await invoiceNumbers(id);
    const B = messages.fr.backoffice;
    const { text } = await pdf(id, `?document=${note!.number}`);
    expect(text).toContain(B.invoicePdf.creditNoteTitle.toUpperCase());
    expect(text).toContain(fill(B.invoicePdf.creditsInvoice, { number: invoice!.number }));
    const other = await placeTestOrder(productId, 1);
    expect((await pdf(other, `?document=${note!.number}`)).status).toBe(404);
  });
});

describe('the "payment received" e-mail', () => {
  it('carries the invoice the payment issued, as a PDF attachment named by its number', async () => {
    const id = await placeTestOrder(productId, 1, { language: 'nl', email: `invoice.mail.${Date.now()}@example.be` });
    await getSql()`update public.orders set confirmation_sent_at = now() where id = ${id}`;
    await changeOrderStatus(id, 'paid', 'admin:test');
    const [invoice] = await invoiceNumbers(id);
    const [email] = await getSql()<{ email: string }[]>`select email from public.orders where id = ${id}`;
    const paid = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === email!.email);
    expect(paid).toHaveLength(1);
    const pdfs = (paid[0]!.attachments ?? []).filter((a) => a.contentType === 'application/pdf');
    expect(pdfs.map((a) => [a.filename, a.disposition])).toEqual([[`factuur-${invoice!.number}.pdf`, 'attachment']]);
    expect(await pdfText(Buffer.from(pdfs[0]!.contentBase64, 'base64'))).toContain(
      fill(messages.nl.backoffice.invoice.number, { number: invoice!.number }),
    );
  });
});
