// "retry the refund". In the admin's three languages, an order the
// owner cancelled and that was paid afterwards is marked "refund needed" and nothing has refunded it;
// its details offer "retry the refund", which asks the provider (the embedded test gateway) again:
// the toast names the amount, the mark leaves the row and the details, the payment and status
// histories record the refund, and the button is gone. (Refusals and the Idempotency-Key: the
// handler tests on the Stripe fake, tests/handlers/orders/refunds.test.ts.)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { send } from '../../src/local/bench/loopback-client.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { signPayload } from '../../src/server/payments/providers/signatures.ts';
import { makeTestEvent, TEST_SIGNATURE_HEADER } from '../../src/server/payments/providers/test-gateway.ts';
import { adminSignIn } from '../support/admin-session.ts';
import { E2E_DATA_DIR, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { formatMoney } from '../../src/i18n/locale.ts';
import { LANGS, fill } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const signIn = adminSignIn('127.6.0.31');
const FROM = '127.6.0.32';

async function placeCardOrder(lang: Lang): Promise<{ id: number; totalCents: number; sessionId: string }> {
  const products = JSON.parse((await send(`${E2E_BASE_URL}/api/products`, { from: FROM })).body) as {
    id: number;
    stock: number;
  }[];
  const product = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  const res = await send(`${E2E_BASE_URL}/api/orders`, {
    method: 'POST',
    from: FROM,
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Lotte',
        lastName: `Retry${lang}`,
        email: `retry.${lang}.${randomUUID().slice(0, 8)}@example.be`,
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

/** The test gateway's webhook for the order's payment, signed with the shop's per-install secret. */
async function payLate(order: { id: number; totalCents: number; sessionId: string }): Promise<void> {
  const { paymentWebhookSecret } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    paymentWebhookSecret: string;
  };
  const event = JSON.stringify(makeTestEvent('payment.succeeded', order.sessionId, order.id, order.totalCents));
  const paid = await send(`${E2E_BASE_URL}/api/payments/webhook/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signPayload(paymentWebhookSecret, event) },
    body: event,
  });
  expect(JSON.parse(paid.body)).toEqual({ received: true, result: 'refund_needed' });
}

async function orderRow(page: Page, lang: Lang, id: number): Promise<Locator> {
  const A = messages[lang].admin;
  await page.goto('/dashboard/orders');
  await page.getByLabel(A.orders.searchLabel, { exact: true }).fill(String(id));
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: fill(A.orders.toggleDetails, { id }) }) });
}

for (const lang of LANGS) {
  const A = messages[lang].admin;

  test(`${lang}: "retry the refund" refunds an order marked "refund needed" and says so`, async ({ page }) => {
    const order = await placeCardOrder(lang);
    await signIn(page, lang);
    const status = (await orderRow(page, lang, order.id)).getByRole('combobox', {
      name: fill(A.orders.statusOf, { id: order.id }),
    });
    await expect(status).toHaveValue('pending', SLOW);
    await status.selectOption('cancelled');
    await expect(page.getByText(fill(A.orders.statusUpdated, { id: order.id, label: A.status.cancelled }))).toBeVisible(
      SLOW,
    );
    await payLate(order);

    const row = await orderRow(page, lang, order.id);
    await expect(row.getByText(A.orders.refundNeeded, { exact: true })).toBeVisible(SLOW);
    await row.getByRole('button', { name: fill(A.orders.toggleDetails, { id: order.id }) }).click();
    const details = page.locator(`#order-${order.id}-details`);
    const retry = details.getByRole('button', { name: A.refundRetry.action });
    await expect(retry).toBeVisible(SLOW);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `tests/.artifacts/refund-retry-${lang}.png` });

    await retry.click();
    const amount = formatMoney(order.totalCents, lang);
    await expect(page.getByText(fill(A.refundRetry.done, { id: order.id, amount }))).toBeVisible(SLOW);
    await expect(retry).toHaveCount(0);
    await expect(details.getByRole('listitem').filter({ hasText: A.refunds.outcomes.refunded })).toHaveCount(1);
    await expect(
      details.getByRole('listitem').filter({ hasText: fill(A.refunds.history.refunded, { amount }) }),
    ).toHaveCount(1);
    await expect(details.locator('dt', { hasText: A.orders.refundNeeded })).toHaveCount(0);
    await expect(row.getByText(A.orders.refundNeeded, { exact: true })).toHaveCount(0, SLOW);

    // after a reload: the refund is the server's, nothing left to retry
    const again = await orderRow(page, lang, order.id);
    await expect(again.getByRole('combobox', { name: fill(A.orders.statusOf, { id: order.id }) })).toHaveValue(
      'cancelled',
      SLOW,
    );
    await expect(again.getByText(A.orders.refundNeeded, { exact: true })).toHaveCount(0);
  });
}
