// The cancellation e-mail of a card-paid order, on the embedded database and on PostgreSQL
// (TEST_DATABASE_URL): queued held in the status change's transaction, completed with the card
// refund's credit note and released by the refund step; sent as first written ("the refund is under
// way") when that step fails, or once its hold passed when the process died between the two steps.
// Whatever happens, the shopper gets exactly one cancellation e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSql } from '../../../src/server/db/client.ts';
import { deliverDueEmails } from '../../../src/server/mail/queue/deliver.ts';
import { setDeliveryPolicy } from '../../../src/server/mail/queue/delivery-policy.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { isInvoicePdf, type StoredAttachment } from '../../../src/server/mail/email-layout.ts';
import { commitCancellation, refundAndTell } from '../../../src/server/orders/cancel-order.ts';
import type { Language } from '../../../src/domain/vocabulary/language.ts';
import { getTranslator } from '../../../src/i18n/translate.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { LANGS } from '../../support/languages.ts';
import { plainSpaces } from '../../support/pdf-text.ts';
import { adminToken, createAccounts } from '../admin/helpers.ts';
import { admin, payByStripe } from '../payments/ledger-helpers.ts';
import { startStripeFake, STRIPE_KEY, STRIPE_WHSEC, type StripeFake } from '../payments/stripe-fake.ts';
import { overrideEnv } from './env-override.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';

let api: ReturnType<typeof admin>;
let stripe: StripeFake;
let restore: () => void;
/** What Stripe holds per payment intent: an order left out has its refund refused. */
const paidOf = new Map<string, number>();
/** The mail server: every e-mail the senders handed over, whichever sender it was. */
let inbox: SmtpInbox;
const timesSent = (messageId: string) => inbox.mails.filter((m) => m.messageId === messageId).length;
const pdfStub = async (a: { filename: string }) => ({
  filename: a.filename,
  contentType: 'application/pdf',
  cid: a.filename,
  content: Buffer.from('%PDF'),
});
/** The run a change started after its commit, then a run that draws PDFs (as the scheduled sender). */
const deliver = async () => {
  await mailDeliveryInFlight();
  return deliverDueEmails({ drawPdf: pdfStub });
};

interface Row {
  status: string;
  held: boolean;
  message_id: string;
  text_body: string;
  attachments: StoredAttachment[];
}
const emailsOf = (id: number, kind: string) => getSql()<Row[]>`
  select status, held_until is not null as held, message_id, text_body, attachments
    from public.outgoing_emails where order_id = ${id} and kind = ${kind} order by id`;
const creditNotesOf = async (id: number) =>
  (
    await getSql()<{ number: string }[]>`
      select number from public.invoices where order_id = ${id} and kind = 'credit_note' order by id`
  ).map((r) => r.number);
const underway = (lang: Language) => plainSpaces(getTranslator(lang, ['email'])('cancelled.refundUnderway'));

/** The one cancellation e-mail of the order, handed to the mail server exactly once. */
async function sentOnce(id: number): Promise<Row> {
  const [email, ...more] = await emailsOf(id, 'order_cancelled');
  expect(more).toEqual([]);
  expect(email).toMatchObject({ status: 'sent', held: false });
  expect(timesSent(email!.message_id)).toBe(1);
  return email!;
}

async function paidByCard(language: Language, stripeHoldsIt = true) {
  const productId = await createProduct({ stock: 10, priceCents: 20000 });
  const res = await postOrder(
    orderBody([{ product_id: productId, quantity: 1 }], { paymentMethod: 'credit-card', language }),
  );
  expect(res.status).toBe(201);
  const { order, payment } = (await res.json()) as {
    order: { id: number; totalCents: number };
    payment: { url: string };
  };
  const paid = { ...order, sessionId: payment.url.split('/').pop()! };
  if (stripeHoldsIt) paidOf.set(`pi_test_${order.id}`, order.totalCents);
  await payByStripe(paid);
  await deliver(); // the confirmation and what came before, out of the way
  return paid;
}

beforeAll(async () => {
  stripe = await startStripeFake((intent) => paidOf.get(intent) ?? 0);
  inbox = await startSmtpInbox();
  restore = overrideEnv({
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
    STRIPE_API_BASE: stripe.url,
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Maison Lumière <shop@maison.test>',
  });
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  api = admin(await adminToken());
});
afterAll(async () => {
  restore();
  await stripe.close();
  await inbox.close();
});

describe('the cancellation e-mail of a card-paid order', () => {
  it('completed with the refund’s credit note and released by the refund step; four senders send it once', async () => {
    const order = await paidByCard('fr');
    const cancelled = await api.status(order.id, { status: 'cancelled', confirm_refund: true });
    expect(cancelled.status).toBe(200);
    const [note] = await creditNotesOf(order.id);
    const [email] = await emailsOf(order.id, 'order_cancelled');
    expect(email).toMatchObject({ status: 'pending', held: false });
    expect(email!.text_body).toContain(note);
    expect(plainSpaces(email!.text_body)).not.toContain(underway('fr'));
    expect(email!.attachments.filter(isInvoicePdf).map((a) => a.document)).toEqual([note]);

    await Promise.all([1, 2, 3, 4].map(() => deliver()));
    await sentOnce(order.id);
    expect(await emailsOf(order.id, 'order_refunded')).toEqual([]);
  });

  it.each(LANGS)(
    'the provider refuses the refund (%s): released at once as written, the refund under way',
    async (lang) => {
      const order = await paidByCard(lang, false);
      await api.status(order.id, { status: 'cancelled', confirm_refund: true });
      expect(await creditNotesOf(order.id)).toEqual([]);
      await deliver();
      const email = await sentOnce(order.id);
      expect(plainSpaces(email.text_body)).toContain(underway(lang));
      expect(email.attachments.filter(isInvoicePdf)).toEqual([]);
    },
  );

  it('the process dies after the status change: held, then sent once its hold passed; a late refund brings the credit note', async () => {
    const undo = setDeliveryPolicy({ holdMs: 1500 });
    try {
      const order = await paidByCard('en');
      // step 1 commits; the process dies before the refund step (nothing else runs)
      const { planned } = await commitCancellation(order.id, 'admin:owner@example.com', { confirmRefund: true });
      expect(planned?.providerCents).toBe(order.totalCents);
      await deliver();
      const [held] = await emailsOf(order.id, 'order_cancelled');
      expect(held).toMatchObject({ status: 'pending', held: true });
      expect(timesSent(held!.message_id)).toBe(0);

      // the scheduled sender, run after run, takes it once the hold has passed
      await expect
        .poll(async () => (await deliver(), (await emailsOf(order.id, 'order_cancelled'))[0]?.status), {
          timeout: 15_000,
          interval: 250,
        })
        .toBe('sent');
      const email = await sentOnce(order.id);
      expect(plainSpaces(email.text_body)).toContain(underway('en'));
      expect(plainSpaces(email.text_body)).toContain('€200.00');

      // the refund made later (the owner's retry): no second cancellation e-mail, the refund e-mail carries the credit note
      await refundAndTell(order.id, 'admin:owner@example.com', planned!);
      const [note] = await creditNotesOf(order.id);
      expect(note).toBeDefined();
      await deliver();
      await sentOnce(order.id);
      const [refundEmail, ...more] = await emailsOf(order.id, 'order_refunded');
      expect(more).toEqual([]);
      expect(refundEmail!.text_body).toContain(note);
      expect(refundEmail!.attachments.filter(isInvoicePdf).map((a) => a.document)).toEqual([note]);
    } finally {
      undo();
    }
  });

  it('an unpaid order’s cancellation is not held: the status change queues it ready to send', async () => {
    const productId = await createProduct({ stock: 10, priceCents: 20000 });
    const res = await postOrder(
      orderBody([{ product_id: productId, quantity: 1 }], { paymentMethod: 'bank-transfer' }),
    );
    const { order } = (await res.json()) as { order: { id: number } };
    await api.status(order.id, { status: 'cancelled' });
    expect(await emailsOf(order.id, 'order_cancelled')).toMatchObject([{ status: 'pending', held: false }]);
  });
});
