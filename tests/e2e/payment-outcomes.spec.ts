// Payment outcomes told truthfully, in each language, on the shop as `npm start` serves it: a card
// payment declined on the test gateway (which speaks the order's language) brings the shopper to a
// page that says so, with the cart kept and no confirmation e-mail sent; trying again and paying
// confirms the order, once. A cancelled payment says it was cancelled, and the same order can then be
// paid by bank transfer; the shop's order details tell both in words.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  addToCartAndCheckout,
  fill,
  fillShipping,
  LANGS,
  orderFromPage,
  outboxSubjectsTo,
  PLACEMENT_MS,
  productToBuy,
  readOrder,
  shopper,
  url,
  type Lang,
} from '../support/checkout-journey.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';

test.describe.configure({ timeout: 150_000 });

const GATEWAY = /\/api\/test-gateway\//;
// The back-office speaks French by default.
const admin = messages.fr.admin.orders;

/** The cart's lines as the browser keeps them (localStorage perfume_cart). */
async function cartLines(page: Page): Promise<{ id: number; quantity: number }[]> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('perfume_cart'))) ?? '[]') as {
    id: number;
    quantity: number;
  }[];
}

/**
 * From the product page to the test gateway, paying by card, then its Decline or Cancel button: back
 * on the order's page, which says what happened in the shopper's language, the cart still whole.
 */
async function cardPaymentNotMade(page: Page, request: APIRequestContext, lang: Lang, action: 'decline' | 'cancel') {
  const m = messages[lang].checkout;
  const ty = messages[lang].thankyou;
  const product = await productToBuy(request);
  const email = shopper(lang).email;
  await addToCartAndCheckout(page, lang, product);
  await fillShipping(page, lang, { ...shopper(lang), email });
  await page.getByRole('button', { name: m.actions.continue }).click();
  await page.getByRole('radio', { name: m.payment.card.label }).check();
  await page.getByRole('button', { name: m.actions.payByCard }).click();
  await expect(page).toHaveURL(GATEWAY, { timeout: PLACEMENT_MS });
  // the provider's page, in the order's language, says loudly that it is a test
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByText(m.testGateway.banner)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: m.testGateway.heading })).toBeVisible();
  await page.getByRole('button', { name: m.testGateway[action] }).click();

  const outcome = action === 'decline' ? 'declined' : 'cancelled';
  await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+&payment=${outcome}$`), {
    timeout: PLACEMENT_MS,
  });
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: outcome === 'declined' ? ty.failed.declinedTitle : ty.failed.cancelledTitle,
    }),
  ).toBeVisible();
  await expect(page.getByText(ty.failed[outcome])).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: ty.title })).toHaveCount(0);
  expect(await cartLines(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 1 })]);
  const { id, token } = await orderFromPage(page);
  const order = await readOrder(request, id, token);
  expect(order.status).toBe('pending');
  expect(await outboxSubjectsTo(request, email)).toEqual([]);
  return { id, token, number: order.number, email };
}

const signIn = adminApiSignIn();

async function orderDetailsInAdmin(page: Page, request: APIRequestContext, orderId: number) {
  await signIn(page, request);
  await page.goto('/dashboard/orders');
  await page.getByLabel(admin.searchLabel, { exact: true }).fill(String(orderId));
  await page.getByRole('button', { name: fill(admin.toggleDetails, { id: orderId }) }).click({ timeout: 60_000 });
}

for (const lang of LANGS) {
  const m = messages[lang].checkout;
  const ty = messages[lang].thankyou;
  const confirmation = (number: string) => fill(messages[lang].email.confirmation.subject, { number });

  test(`${lang}: a declined card payment says so, keeps the cart and sends no confirmation; trying again pays the order`, async ({
    page,
    request,
  }) => {
    const { id, token, number, email } = await cardPaymentNotMade(page, request, lang, 'decline');
    await expect(page.getByText(ty.status.pending, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: ty.failed.payWith['bank-transfer'] })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // the same order, the same hosted page: this time the payment goes through
    await page.getByRole('button', { name: ty.failed.retry }).click();
    await expect(page).toHaveURL(GATEWAY, { timeout: PLACEMENT_MS });
    await page.getByRole('button', { name: m.testGateway.approve }).click();
    await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=${id}$`), { timeout: PLACEMENT_MS });
    await expect(page.getByRole('status').filter({ hasText: ty.payment.paid })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('heading', { level: 1, name: ty.title })).toBeVisible();
    expect((await readOrder(request, id, token)).status).toBe('paid');
    await expect.poll(() => cartLines(page)).toEqual([]);
    await expect.poll(() => outboxSubjectsTo(request, email)).toEqual([confirmation(number)]);
  });

  test(`${lang}: a cancelled card payment says so, and the same order is then paid by bank transfer`, async ({
    page,
    request,
  }) => {
    const { id, token, number, email } = await cardPaymentNotMade(page, request, lang, 'cancel');
    await page.getByRole('button', { name: ty.failed.payWith['bank-transfer'] }).click();
    const bank = page.getByRole('region', { name: ty.bank.title });
    await expect(bank).toBeVisible({ timeout: PLACEMENT_MS });
    await expect(page.getByRole('heading', { level: 1, name: ty.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#order=${id}$`));
    expect((await readOrder(request, id, token)).paymentMethod).toBe('bank-transfer');
    await expect.poll(() => cartLines(page)).toEqual([]);
    await expect
      .poll(async () => (await outboxSubjectsTo(request, email)).sort())
      .toEqual([confirmation(number), fill(messages[lang].email.bankTransfer.subject, { number })].sort());

    if (lang === 'fr') {
      // the shop sees what happened, in words
      await orderDetailsInAdmin(page, request, id);
      const history = page.getByRole('list').filter({ hasText: admin.paymentOutcomes.cancelled });
      await expect(history).toContainText(`${admin.paymentOutcomes.cancelled} · ${admin.methodCard}`);
      await expect(history).toContainText(`${admin.paymentOutcomes.method_changed} · ${admin.methodBank}`);
    }
  });
}
