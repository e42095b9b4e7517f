// The shopper's refund e-mails, on the embedded database and on PostgreSQL (TEST_DATABASE_URL): a refund
// states the amount and how it comes back (to the card through the provider, by transfer to the IBAN
// the money came from) in the order's language, and carries that refund's credit note as a PDF; a paid
// order's cancellation says the same and carries the credit note of its card refund.
import { LANGS } from '../../support/languages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/vocabulary/language.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { isInvoicePdf, type StoredAttachment } from '../../../src/server/mail/email-layout.ts';
import { invoicePdfAttachment } from '../../../src/server/invoices/invoice-attachment.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { pdfTextBoxes, plainSpaces } from '../../support/pdf-text.ts';
import { adminToken, createAccounts } from '../admin/helpers.ts';
import { overrideEnv } from '../orders/env-override.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { admin, payByStripe } from './ledger-helpers.ts';
import { startStripeFake, STRIPE_KEY, STRIPE_WHSEC, type StripeFake } from './stripe-fake.ts';

let api: ReturnType<typeof admin>;
let stripe: StripeFake;
let restore: () => void;
const paidOf = new Map<string, number>();

interface Email {
  kind: string;
  subject: string;
  text_body: string;
  attachments: StoredAttachment[];
}
const emailsOf = (id: number, kind: string) => getSql()<Email[]>`
  select kind, subject, text_body, attachments from public.outgoing_emails where order_id = ${id} and kind = ${kind} order by id`;
const creditNotesOf = async (id: number) =>
  (
    await getSql()<{ number: string }[]>`
      select number from public.invoices where order_id = ${id} and kind = 'credit_note' order by id`
  ).map((r) => r.number);

/** The e-mail's PDFs as the sender draws them, each read back as text. */
async function pdfTexts(email: Email): Promise<{ filename: string; text: string }[]> {
  const out = [];
  for (const a of email.attachments.filter(isInvoicePdf)) {
    const drawn = await invoicePdfAttachment(a);
    expect(drawn?.contentType).toBe('application/pdf');
    const boxes = await pdfTextBoxes(new Uint8Array(drawn!.content as Buffer));
    out.push({ filename: a.filename, text: plainSpaces(boxes.map((b) => b.text).join(' ')) });
  }
  return out;
}

async function placeOrder(method: 'bank-transfer' | 'credit-card', language: Language) {
  const productId = await createProduct({ stock: 10, priceCents: 20000 });
  const res = await postOrder(orderBody([{ product_id: productId, quantity: 1 }], { paymentMethod: method, language }));
  expect(res.status).toBe(201);
  const { order, payment } = (await res.json()) as {
    order: { id: number; totalCents: number };
    payment?: { url?: string } | null;
  };
  return { ...order, sessionId: payment?.url?.split('/').pop() ?? null };
}

async function paidByCard(language: Language) {
  const order = await placeOrder('credit-card', language);
  paidOf.set(`pi_test_${order.id}`, order.totalCents);
  await payByStripe(order);
  return order;
}

const WORDS = {
  fr: {
    card: 'reviennent sur la carte',
    transfer: 'par virement sur le compte BE71 0961 2345 6769',
    note: 'Note de crédit',
    amount: '30,00 €',
  },
  en: {
    card: 'goes back to the card',
    transfer: 'by bank transfer to the account BE71 0961 2345 6769',
    note: 'Credit note',
    amount: '€30.00',
  },
  nl: {
    card: 'gaat terug naar de kaart',
    transfer: 'per overschrijving teruggestort op de rekening BE71 0961 2345 6769',
    note: 'Creditnota',
    amount: '€ 30,00',
  },
} as const;

beforeAll(async () => {
  stripe = await startStripeFake((intent) => paidOf.get(intent) ?? 0);
  restore = overrideEnv({
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
    STRIPE_API_BASE: stripe.url,
  });
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  api = admin(await adminToken());
});
afterAll(async () => {
  restore();
  await stripe.close();
});

describe('the refund e-mail', () => {
  it.each(LANGS)('a card refund (%s): the amount, back to the card, its credit note attached', async (lang) => {
    const order = await paidByCard(lang);
    const refund = await api.refund(order.id, { amount_cents: 3000, reason: 'one bottle damaged' });
    expect(refund.status).toBe(201);
    const [note] = await creditNotesOf(order.id);
    expect(note).toMatch(/^\d{4}-\d{6}$/);

    const [email, ...more] = await emailsOf(order.id, 'order_refunded');
    expect(more).toEqual([]);
    const text = plainSpaces(email!.text_body);
    expect(text).toContain(plainSpaces(WORDS[lang].amount));
    expect(text).toContain(WORDS[lang].card);
    expect(text).toContain(note);
    const [pdf, ...others] = await pdfTexts(email!);
    expect(others).toEqual([]);
    expect(pdf!.filename).toContain(note);
    expect(pdf!.text).toContain(WORDS[lang].note);
    expect(pdf!.text).toContain(note);
  });

  it('a transfer paid back by hand: by transfer to the payer’s IBAN from the statement, its credit note attached', async () => {
    const order = await placeOrder('bank-transfer', 'fr');
    await api.statement(`REFUND-${order.id}`, [{ orderId: order.id, cents: order.totalCents }]);
    const refund = await api.refund(order.id, { amount_cents: 3000, reason: 'geste commercial' });
    expect(refund.body.refunds).toMatchObject([{ how: 'hand', result: 'refunded' }]);
    const [note] = await creditNotesOf(order.id);
    const [email] = await emailsOf(order.id, 'order_refunded');
    const text = plainSpaces(email!.text_body);
    expect(text).toContain(plainSpaces(WORDS.fr.amount));
    expect(text).toContain(WORDS.fr.transfer);
    expect(text).not.toContain(WORDS.fr.card);
    const [pdf] = await pdfTexts(email!);
    expect(pdf!.text).toContain(note);
    expect(pdf!.text).toContain(WORDS.fr.note);
  });
});

describe('the cancellation e-mail of a paid order', () => {
  it('a card order: the amount back to the card, the credit note of its refund attached, no second e-mail', async () => {
    const order = await paidByCard('en');
    const cancelled = await api.status(order.id, { status: 'cancelled', confirm_refund: true });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', balance_due_cents: 0 });
    const [note] = await creditNotesOf(order.id);
    expect(note).toBeDefined();
    const [email, ...more] = await emailsOf(order.id, 'order_cancelled');
    expect(more).toEqual([]);
    expect(await emailsOf(order.id, 'order_refunded')).toEqual([]);
    const text = plainSpaces(email!.text_body);
    expect(text).toContain('€200.00');
    expect(text).toContain(WORDS.en.card);
    expect(text).toContain(note);
    const [pdf] = await pdfTexts(email!);
    expect(pdf!.text).toContain(WORDS.en.note);
    expect(pdf!.text).toContain(note);
  });

  it('a transfer order: the amount to come back by transfer to the payer’s IBAN; its refund later sends the credit note', async () => {
    const order = await placeOrder('bank-transfer', 'nl');
    await api.statement(`CANCEL-${order.id}`, [{ orderId: order.id, cents: order.totalCents }]);
    await api.status(order.id, { status: 'cancelled', confirm_refund: true });
    const [email] = await emailsOf(order.id, 'order_cancelled');
    const text = plainSpaces(email!.text_body);
    expect(text).toContain('€ 200,00');
    expect(text).toContain(WORDS.nl.transfer);
    expect(email!.attachments.filter(isInvoicePdf)).toEqual([]);

    await api.refund(order.id, { amount_cents: order.totalCents, reason: 'geannuleerd' });
    const [note] = await creditNotesOf(order.id);
    const [refundEmail] = await emailsOf(order.id, 'order_refunded');
    expect(plainSpaces(refundEmail!.text_body)).toContain(WORDS.nl.transfer);
    const [pdf] = await pdfTexts(refundEmail!);
    expect(pdf!.text).toContain(note);
  });
});
