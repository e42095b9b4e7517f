// A payment that arrives after the owner cancelled the order on purpose, as the owner reads it in the
// back-office, in the admin's three languages: the order stays cancelled, its row carries the "refund
// needed" badge, its details say since when, the payment history names the late payment and the
// status history says why. The order is placed through the checkout's API call, cancelled by the owner
// in the orders table, then paid by a test gateway webhook signed as the gateway signs it.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { send } from '../../src/local/bench/loopback-client.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { signPayload } from '../../src/server/payments/providers/signatures.ts';
import { makeTestEvent, TEST_SIGNATURE_HEADER } from '../../src/server/payments/providers/test-gateway.ts';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { adminSignIn } from '../support/admin-session.ts';
import { E2E_DATA_DIR, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS, fill } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const signIn = adminSignIn('127.6.0.21');

/** A card order through POST /api/orders; its test gateway session from the payment it answers with. */
async function placeCardOrder(lang: Lang): Promise<{ id: number; totalCents: number; sessionId: string }> {
  const products = JSON.parse((await send(`${E2E_BASE_URL}/api/products`, { from: '127.6.0.22' })).body) as {
    id: number;
    stock: number;
  }[];
  const product = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  const res = await send(`${E2E_BASE_URL}/api/orders`, {
    method: 'POST',
    from: '127.6.0.22',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Lotte',
        lastName: `Refund${lang}`,
        email: `refund.${lang}.${randomUUID().slice(0, 8)}@example.be`,
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
  const body = JSON.parse(res.body) as { order: { id: number; totalCents: number }; payment: { url: string } };
  return { ...body.order, sessionId: body.payment.url.split('/').pop()! };
}

/** The value beside a label in a description list. */
const fact = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

for (const lang of LANGS) {
  const A = messages[lang].admin;

  test(`${lang}: a payment after the owner cancelled: still cancelled, "refund needed" on the row, in the details and the history`, async ({
    page,
  }) => {
    const order = await placeCardOrder(lang);
    await signIn(page, lang);
    const toggleName = fill(A.orders.toggleDetails, { id: order.id });
    const orderRow = async (): Promise<Locator> => {
      await page.goto('/dashboard/orders');
      await page.getByLabel(A.orders.searchLabel, { exact: true }).fill(String(order.id));
      return page.getByRole('row').filter({ has: page.getByRole('button', { name: toggleName }) });
    };

    // the owner cancels it on purpose
    const status = (await orderRow()).getByRole('combobox', { name: fill(A.orders.statusOf, { id: order.id }) });
    await expect(status).toHaveValue('pending', SLOW);
    await status.selectOption('cancelled');
    await expect(page.getByText(fill(A.orders.statusUpdated, { id: order.id, label: A.status.cancelled }))).toBeVisible(
      SLOW,
    );

    // then the gateway's webhook, signed with the shop's per-install secret
    const { paymentWebhookSecret } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
      paymentWebhookSecret: string;
    };
    const event = JSON.stringify(makeTestEvent('payment.succeeded', order.sessionId, order.id, order.totalCents));
    const paid = await send(`${E2E_BASE_URL}/api/payments/webhook/test`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TEST_SIGNATURE_HEADER]: signPayload(paymentWebhookSecret, event),
      },
      body: event,
    });
    expect(JSON.parse(paid.body)).toEqual({ received: true, result: 'refund_needed' });

    const row = await orderRow();
    await expect(row.getByText(A.orders.refundNeeded, { exact: true })).toBeVisible(SLOW);
    await expect(row.getByRole('combobox', { name: fill(A.orders.statusOf, { id: order.id }) })).toHaveValue(
      'cancelled',
    );

    await row.getByRole('button', { name: toggleName }).click();
    const details = page.locator(`#order-${order.id}-details`);
    await expect(fact(details, A.orders.refundNeeded)).not.toBeEmpty(SLOW);
    await expect(details.getByText(A.orders.paymentOutcomes.refund_needed, { exact: false })).toBeVisible();
    await expect(details.getByRole('listitem').filter({ hasText: A.orders.refundNeededReason })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
}
