// The shopper's invoices and credit notes, with the order's access token (X-Order-Token), on the
// embedded database and on PostgreSQL (TEST_DATABASE_URL): none while unpaid (no pro forma), the
// invoice once paid and a credit note after a refund, each as a PDF in the language asked; no token
// 401, a wrong token or another order's number 404.
import { beforeEach, describe, expect, it } from 'vitest';
import documents from '../../../netlify/functions/checkout-order-documents.mts';
import type { OrderDocumentsAnswer } from '../../../src/contract/order-documents.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { fill } from '../../support/languages.ts';
import { pdfText } from '../../support/pdf-text.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';

interface Placed {
  order: { id: number; number: string };
  accessToken: string;
}

async function place(): Promise<Placed> {
  const product = await createProduct({ stock: 10, priceCents: 9000 });
  const res = await postOrder(
    orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'bank-transfer', language: 'fr' }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as Placed;
}

const get = (id: number, token: string | null, number?: string, query = '') =>
  callFunction(
    documents,
    new Request(`http://localhost/api/checkout/orders/${id}/documents${number ? `/${number}` : ''}${query}`, {
      headers: token ? { 'X-Order-Token': token } : {},
    }),
    functionContext({ id: String(id), ...(number ? { number } : {}) }),
  );

async function list(p: Placed): Promise<OrderDocumentsAnswer['documents']> {
  const res = await get(p.order.id, p.accessToken);
  expect(res.status).toBe(200);
  return ((await res.json()) as OrderDocumentsAnswer).documents;
}

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
});

describe('GET /api/checkout/orders/{id}/documents', () => {
  it('lists nothing while unpaid, the invoice once paid, then its credit note', async () => {
    const p = await place();
    expect(await list(p)).toEqual([]);
    await changeOrderStatus(p.order.id, 'paid', 'admin:test');
    const [invoice] = await list(p);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^\d{4}-\d{6}$/) });
    await getSql()`select public.issue_credit_note(${p.order.id})`;
    expect((await list(p)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
  });

  it('refuses without the token (401), with a wrong one or for another order (404)', async () => {
    const p = await place();
    await changeOrderStatus(p.order.id, 'paid', 'admin:test');
    const [invoice] = await list(p);
    expect((await get(p.order.id, null)).status).toBe(401);
    expect((await get(p.order.id, 'x'.repeat(43))).status).toBe(404);
    expect((await get(p.order.id, null, invoice!.number)).status).toBe(401);
    const other = await place();
    expect((await get(other.order.id, other.accessToken, invoice!.number)).status).toBe(404);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: gives the invoice and the credit note as PDFs in the language asked`, async () => {
      const p = await place();
      await changeOrderStatus(p.order.id, 'paid', 'admin:test');
      await getSql()`select public.issue_credit_note(${p.order.id})`;
      const [invoice, note] = await list(p);
      const B = messages[lang].backoffice;
      const res = await get(p.order.id, p.accessToken, invoice!.number, `?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${B.invoicePdf.invoiceFile}-${invoice!.number}.pdf"`,
      );
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain(fill(B.invoice.number, { number: invoice!.number }));
      const credit = await get(p.order.id, p.accessToken, note!.number, `?lang=${lang}`);
      expect(credit.status).toBe(200);
      expect(await pdfText(new Uint8Array(await credit.arrayBuffer()))).toContain(
        B.invoicePdf.creditNoteTitle.toUpperCase(),
      );
    });
  }
});
