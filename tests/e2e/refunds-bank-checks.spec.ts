// In real Chromium, in the admin's three languages:
// - refunds: a card order paid through the embedded test gateway (its signed webhook), cancelled by
//   the owner in the orders table, is refunded at once: its payment history says "refunded", its
//   status history too, and it carries no "refund needed" badge; a transfer paid by a bank statement
//   shows who paid it, with the IBAN, to pay it back;
// - bank import: a statement of another account than the shop's asks first, naming both accounts;
//   "cancel" imports nothing, "import anyway" imports it; a credit booked before the order was placed
//   is left to the owner with the reason in words.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { send } from '../../src/local/bench/loopback-client.ts';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { signPayload } from '../../src/server/payments/providers/signatures.ts';
import { makeTestEvent, TEST_SIGNATURE_HEADER } from '../../src/server/payments/providers/test-gateway.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { camt053Statement, euros } from '../support/camt053.ts';
import { adminApiSignIn, E2E_DATA_DIR, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { formatMoney } from '../../src/i18n/locale.ts';
import { LANGS, fill } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;
const signIn = adminApiSignIn();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, request: APIRequestContext, lang: Lang, where: string): Promise<void> {
  await signIn(page, request);
  await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto(where);
}

/** A card order paid through the test gateway's signed webhook, as the gateway's page sends it. */
async function paidCardOrder(lang: Lang): Promise<{ id: number; totalCents: number }> {
  const products = JSON.parse((await send(`${E2E_BASE_URL}/api/products`, { from: '127.6.0.42' })).body) as {
    id: number;
    stock: number;
  }[];
  const product = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  const res = await send(`${E2E_BASE_URL}/api/orders`, {
    method: 'POST',
    from: '127.6.0.42',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Lotte',
        lastName: `Terug${lang}`,
        email: `terug.${lang}.${randomUUID().slice(0, 8)}@example.be`,
        address: 'Meir 1',
        city: 'Antwerpen',
        postalCode: '2000',
        country: 'BE',
      },
      paymentMethod: 'credit-card',
      language: lang,
    }),
  });
  expect(res.status).toBe(201);
  const { order, payment } = JSON.parse(res.body) as {
    order: { id: number; totalCents: number };
    payment: { url: string };
  };
  const { paymentWebhookSecret } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    paymentWebhookSecret: string;
  };
  const event = JSON.stringify(
    makeTestEvent('payment.succeeded', payment.url.split('/').pop()!, order.id, order.totalCents),
  );
  const paid = await send(`${E2E_BASE_URL}/api/payments/webhook/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signPayload(paymentWebhookSecret, event) },
    body: event,
  });
  expect(JSON.parse(paid.body)).toEqual({ received: true, result: 'paid' });
  return order;
}

async function orderRow(page: Page, lang: Lang, id: number): Promise<Locator> {
  await page.getByLabel(A(lang).orders.searchLabel, { exact: true }).fill(String(id));
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: fill(A(lang).orders.toggleDetails, { id }) }) });
}

async function uploadStatement(page: Page, lang: Lang, xml: string): Promise<void> {
  const t = A(lang).bankStatements;
  await page
    .getByLabel(t.fileLabel)
    .setInputFiles({ name: 'releve.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.getByRole('button', { name: t.import }).click();
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    test('cancelling a paid card order refunds it: payment and status histories say so, no "refund needed"', async ({
      page,
      request,
    }) => {
      const t = A(lang);
      const order = await paidCardOrder(lang);
      await open(page, request, lang, '/dashboard/orders');
      const row = await orderRow(page, lang, order.id);
      const status = row.getByRole('combobox', { name: fill(t.orders.statusOf, { id: order.id }) });
      await expect(status).toHaveValue('paid', SLOW);
      await status.selectOption('cancelled');
      // the move asks first, naming the money and that it goes back to the card
      const amount = formatMoney(order.totalCents, lang);
      const question = page.getByRole('dialog', { name: fill(t.refundGuard.title, { id: order.id }) });
      await expect(question).toContainText(fill(t.refundGuard.messageProvider, { id: order.id, amount }), SLOW);
      await question.getByRole('button', { name: fill(t.refundGuard.confirm, { amount }) }).click();
      await expect(
        page.getByText(fill(t.orders.statusUpdated, { id: order.id, label: t.status.cancelled })),
      ).toBeVisible(SLOW);

      await page.reload();
      const again = await orderRow(page, lang, order.id);
      await expect(again.getByRole('combobox', { name: fill(t.orders.statusOf, { id: order.id }) })).toHaveValue(
        'cancelled',
        SLOW,
      );
      await expect(again.getByText(t.orders.refundNeeded, { exact: true })).toHaveCount(0);
      await again.getByRole('button', { name: fill(t.orders.toggleDetails, { id: order.id }) }).click();
      const details = page.locator(`#order-${order.id}-details`);
      await expect(details.getByRole('listitem').filter({ hasText: t.refunds.outcomes.refunded })).toHaveCount(1, SLOW);
      await expect(
        details
          .getByRole('listitem')
          .filter({ hasText: fill(t.refunds.history.refunded, { amount: formatMoney(order.totalCents, lang) }) }),
      ).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });

    test("a statement of another account asks first, naming both; a credit booked before the order is not its payment; the payer's IBAN shows on the paid order", async ({
      page,
      request,
    }) => {
      const t = A(lang);
      const order = await placeApiOrder(request, { lang, paymentMethod: 'bank-transfer', lastName: 'Rekening' });
      const communication = orderStructuredCommunication(order.id);
      const stamp = `${order.id}-${Date.now()}`;
      await open(page, request, lang, '/dashboard/bank-statements');

      // booked in 2014: left to the owner, the order stays pending
      await uploadStatement(
        page,
        lang,
        camt053Statement({
          messageId: `OLD-${stamp}`,
          statementId: `OLD-${stamp}`,
          entries: [{ ref: `OLD-${stamp}`, amount: euros(order.totalCents), communication, bookingDate: '2014-03-01' }],
        }),
      );
      const result = page.getByRole('region', { name: t.bankStatements.resultTitle });
      const [before, after] = t.bankStatements.reasons.booked_before_order.split('{{date}}') as [string, string];
      const words = new RegExp(`${escape(before)}.+${escape(fill(after, { number: order.number }))}`);
      await expect(result.getByText(words).first()).toBeVisible(SLOW);
      await page.goto('/dashboard/bank-statements');

      // another account: asked first, naming both accounts
      const foreign = camt053Statement({
        messageId: `NL-${stamp}`,
        statementId: `NL-${stamp}`,
        iban: 'NL77ABNA0555555553',
        entries: [
          {
            ref: `NL-${stamp}`,
            amount: euros(order.totalCents),
            communication,
            debtor: 'Lotte Rekening',
            debtorIban: 'BE71096123456769',
          },
        ],
      });
      await uploadStatement(page, lang, foreign);
      const dialog = page.getByRole('dialog', { name: t.bankImportChecks.title });
      await expect(dialog).toContainText(
        fill(t.bankImportChecks.message, { statement: 'NL77 ABNA 0555 5555 53', shop: 'BE83 3630 1234 5615' }),
        SLOW,
      );
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: t.common.cancel }).click();
      await expect(page.getByText(t.bankImportChecks.notImported)).toBeVisible();

      await page.getByRole('button', { name: t.bankStatements.import }).click();
      await page
        .getByRole('dialog', { name: t.bankImportChecks.title })
        .getByRole('button', { name: t.bankImportChecks.confirm })
        .click();
      await expect(result.getByText(fill(t.bankStatements.imported, { paid: 1, review: 0, ignored: 0 }))).toBeVisible(
        SLOW,
      );

      // the paid order names who paid it, to pay it back
      await page.goto('/dashboard/orders');
      const row = await orderRow(page, lang, order.id);
      await row.getByRole('button', { name: fill(t.orders.toggleDetails, { id: order.id }) }).click();
      const details = page.locator(`#order-${order.id}-details`);
      await expect(
        details.locator('dt', { hasText: t.refunds.payer }).locator('xpath=following-sibling::dd'),
      ).toHaveText('Lotte Rekening · BE71 0961 2345 6769', SLOW);
    });
  });
}
