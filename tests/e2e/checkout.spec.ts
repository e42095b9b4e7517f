// The purchase journey in each language, against the shop as `npm start` serves it: product page,
// cart, the two checkout steps, then bank transfer (thank-you page with the shop's bank details and
// the structured communication) or the built-in test card gateway (paid once its webhook lands), and
// the confirmation e-mail in the local outbox (for a card order: once it is paid). Declined and
// cancelled payments: payment-outcomes.spec.ts. Also: keyboard alone, axe on every step, server errors.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  addToCartAndCheckout,
  fill,
  fillShipping,
  hydrated,
  LANGS,
  orderFromPage,
  PLACEMENT_MS,
  productToBuy,
  readOrder,
  shopper,
  url,
  type CatalogProduct,
} from '../support/checkout-journey.ts';
import { expectNoSeriousA11yViolations, outboxPath } from '../support/e2e.ts';
import { formatMoney } from '../../src/i18n/locale.ts';

// Each journey crosses a dozen pages and function calls.
test.describe.configure({ timeout: 120_000 });

async function shippingFeeCents(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/settings')).json()) as { shippingFeeCents: number }).shippingFeeCents;
}

async function expectEmailInOutbox(page: Page, subject: string, to: string) {
  const link = page.getByRole('link', { name: subject });
  // the mail outbox delivers right after the order's commit: look again until it has
  await expect(async () => {
    await page.goto(outboxPath());
    await expect(link).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('row').filter({ has: link })).toContainText(to);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

for (const lang of LANGS) {
  const m = messages[lang].checkout;
  const ty = messages[lang].thankyou;
  const mail = messages[lang].email;

  test(`${lang}: a shopper pays by bank transfer and gets the order, its amounts and the structured communication`, async ({
    page,
    request,
  }) => {
    const product = await productToBuy(request);
    const fee = await shippingFeeCents(request);
    const who = shopper(lang);
    await addToCartAndCheckout(page, lang, product);

    // Step 1: the fields are checked here first, with the errors tied to their fields.
    await expect(page.getByRole('heading', { name: m.steps.shipping })).toBeVisible();
    await page.getByRole('button', { name: m.actions.continue }).click();
    await expect(page.getByRole('alert')).toContainText(fill(m.validation.summary_other, { count: 6 }));
    const firstName = page.getByLabel(m.fields.firstName, { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(m.validation.required);
    await expectNoSeriousA11yViolations(page);
    await fillShipping(page, lang, who);
    await page.getByLabel(m.fields.email, { exact: true }).fill('anne@');
    await page.getByRole('button', { name: m.actions.continue }).click();
    await expect(page.getByLabel(m.fields.email, { exact: true })).toHaveAccessibleDescription(m.validation.email);
    await page.getByLabel(m.fields.email, { exact: true }).fill(who.email);
    await page.getByRole('button', { name: m.actions.continue }).click();

    // Step 2: focus on the step's heading; PayPal is off out of the box, so it is not offered at all;
    // the card option names what Belgians pay with, Bancontact first.
    const paymentHeading = page.getByRole('heading', { name: m.steps.payment });
    await expect(paymentHeading).toBeFocused();
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: m.payment.paypal.label })).toHaveCount(0);
    await expect(page.getByText(m.payment.maintenance)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: m.payment.card.label })).toHaveAccessibleName(
      `${m.payment.card.label} Bancontact, Visa, Mastercard`,
    );
    await expectNoSeriousA11yViolations(page);
    const expectedTotal = product.price_cents + fee;
    await expect(page.getByRole('complementary')).toContainText(formatMoney(expectedTotal, lang));
    await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
    await page.getByRole('button', { name: m.actions.placeOrder }).click();

    // Thank-you: the real order, read with its token.
    await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
    await expect(page.getByRole('heading', { level: 1, name: ty.title })).toBeVisible();
    const { id, token } = await orderFromPage(page);
    const order = await readOrder(request, id, token);
    expect(order.totalCents).toBe(expectedTotal);
    expect(order.shipping.email).toBe(who.email);
    await expect(page.getByText(order.number, { exact: true })).toBeVisible();
    const bank = page.getByRole('region', { name: ty.bank.title });
    await expect(bank).toContainText(orderStructuredCommunication(id));
    await expect(bank).toContainText(formatMoney(expectedTotal, lang));
    await expect(bank).toContainText(/BE\d{2}/);
    const receipt = page.getByRole('region', { name: ty.items.title });
    await expect(receipt.getByRole('row', { name: new RegExp(product.name) })).toContainText(
      formatMoney(product.price_cents, lang),
    );
    await expect(receipt).toContainText(formatMoney(fee, lang));
    await expect(page.getByRole('region', { name: ty.shipping.title })).toContainText(who.address);
    await expectNoSeriousA11yViolations(page);

    // The cart emptied once the order existed; a reload shows the same order again.
    expect(await page.evaluate(() => localStorage.getItem('perfume_cart'))).toBe('[]');
    await page.reload();
    await expect(page.getByRole('region', { name: ty.bank.title })).toContainText(orderStructuredCommunication(id));

    await expectEmailInOutbox(page, fill(mail.confirmation.subject, { number: order.number }), who.email);
  });

  test(`${lang}: a shopper pays by card on the test gateway and sees the order paid`, async ({ page, request }) => {
    const product = await productToBuy(request);
    const who = shopper(lang);
    await addToCartAndCheckout(page, lang, product);
    await fillShipping(page, lang, who);
    await page.getByRole('button', { name: m.actions.continue }).click();
    await page.getByRole('radio', { name: m.payment.card.label }).check();
    // PCI DSS SAQ A: not one card field on the shop's own pages.
    await expect(
      page.locator(
        'input[autocomplete^="cc-"], input[name*="card" i], input[name*="cvv" i], input[name*="cvc" i], iframe',
      ),
    ).toHaveCount(0);
    await page.getByRole('button', { name: m.actions.payByCard }).click();

    // The provider's hosted page: no card field ever sits on the shop's pages.
    await expect(page).toHaveURL(/\/api\/test-gateway\//, { timeout: PLACEMENT_MS });
    await expect(page.getByText(m.testGateway.banner)).toBeVisible();
    await page.getByRole('button', { name: m.testGateway.approve }).click();

    await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
    await expect(page.getByRole('heading', { level: 1, name: ty.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: ty.payment.paid })).toBeVisible({ timeout: 25_000 });
    const { id, token } = await orderFromPage(page);
    const order = await readOrder(request, id, token);
    expect(order.status).toBe('paid');
    // the order's status (the payments block below names its "Paid" amount too)
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${ty.status.paid}$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: ty.bank.title })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Paid: the cart it came from is done with.
    expect(await page.evaluate(() => localStorage.getItem('perfume_cart'))).toBe('[]');

    await expectEmailInOutbox(page, fill(mail.confirmation.subject, { number: order.number }), who.email);
  });
}

test('fr: the whole purchase works with the keyboard alone, from the product page to the placed order', async ({
  page,
  request,
}) => {
  const m = messages.fr.checkout;
  const product = await productToBuy(request);
  const who = shopper('fr');
  await page.goto(`/product/${product.id}`);
  await hydrated(page);

  /** Tab until the focused element's accessible text matches, like a keyboard user scanning the page. */
  const tabTo = async (name: string | RegExp, max = 80) => {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const text = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        // textContent, not innerText: CSS may set the letters in capitals.
        return el
          ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''} ${(el as HTMLInputElement).labels?.[0]?.textContent ?? ''}`.trim()
          : '';
      });
      if (typeof name === 'string' ? text.includes(name) : name.test(text)) return;
    }
    throw new Error(`no focusable element named ${name} within ${max} tabs`);
  };

  await tabTo(messages.fr.product.purchase.addToCart);
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.fr.product.purchase.added)).toBeVisible();
  await tabTo(messages.fr.product.purchase.viewCart, 10).catch(async () => {
    // The confirmation may sit before the focus: go round once more.
    await tabTo(messages.fr.product.purchase.viewCart);
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\/?$/);
  await hydrated(page);
  await tabTo(messages.fr.cart.checkout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await hydrated(page);

  await tabTo(m.fields.firstName);
  for (const value of [
    who.firstName,
    who.lastName,
    who.email,
    '+32 470 12 34 56',
    who.address,
    who.postalCode,
    who.city,
  ]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel(m.fields.country, { exact: true })).toBeFocused();
  await tabTo(m.actions.continue, 3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: m.steps.payment })).toBeFocused();

  // Arrow keys move within the methods and skip PayPal (switched off).
  await tabTo(m.payment.card.label);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: m.payment.bankTransfer.label })).toBeChecked();
  await tabTo(m.actions.placeOrder);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/thank-you\/?#order=\d+$/, { timeout: PLACEMENT_MS });
  await expect(page.getByRole('heading', { level: 1, name: messages.fr.thankyou.title })).toBeVisible();
});

test('en: an empty cart says so and leads to the shop', async ({ page }) => {
  await page.goto('/en/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: messages.en.checkout.empty.title })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.en.checkout.empty.link })).toHaveAttribute('href', '/en/shop');
});

test('nl: more than the stock is refused naming how many are left, and the cart is kept', async ({ page, request }) => {
  const m = messages.nl.checkout;
  // The product with the least stock: one more than it has is still a quantity the server accepts (<= 100).
  const products = (await (await request.get('/api/products')).json()) as CatalogProduct[];
  const product = products.filter((p) => p.stock > 0 && p.stock < 100).reduce((a, b) => (b.stock < a.stock ? b : a));
  await page.goto('/nl/checkout');
  await page.evaluate((p) => {
    localStorage.setItem(
      'perfume_cart',
      JSON.stringify([
        { id: p.id, name: p.name, price_cents: p.price_cents, image: '', size_ml: 50, quantity: p.stock + 1 },
      ]),
    );
  }, product);
  await page.reload();
  await hydrated(page);
  await fillShipping(page, 'nl', shopper('nl'));
  await page.getByRole('button', { name: m.actions.continue }).click();
  await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
  await page.getByRole('button', { name: m.actions.placeOrder }).click();
  await expect(page.getByRole('alert')).toContainText(
    fill(m.errors.stockLeft, { product: product.name, count: product.stock }),
  );
  await expect(page.getByRole('button', { name: m.actions.placeOrder })).toBeEnabled();
  // the cart keeps the line and the stock the refusal named, so the cart page offers that number
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('perfume_cart'))) ?? '[]') as unknown[];
  expect(cart).toEqual([expect.objectContaining({ quantity: product.stock + 1, stock: product.stock })]);
});

test('fr: the thank-you page without a valid token shows a clear error', async ({ page }) => {
  const ty = messages.fr.thankyou;
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: ty.errors.title })).toBeVisible();
  await expect(page.getByText(ty.errors.missing)).toBeVisible();
  await page.goto('/thank-you#order=1&token=not-the-token');
  await expect(page.getByText(ty.errors.notFound)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('fr: a shopper who leaves the card gateway (back button, cancel) can resume the payment and pay', async ({
  page,
  request,
}) => {
  const m = messages.fr.checkout;
  const ty = messages.fr.thankyou;
  const product = await productToBuy(request);
  await addToCartAndCheckout(page, 'fr', product);
  await fillShipping(page, 'fr', shopper('fr'));
  await page.getByRole('button', { name: m.actions.continue }).click();
  await page.getByRole('button', { name: m.actions.payByCard }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\//, { timeout: PLACEMENT_MS });
  const cancelledPage = /\/thank-you\/?#order=\d+&payment=cancelled$/;

  // The browser's back button: the cart still holds what this order was made from, so the checkout
  // hands over to the order's page rather than placing a second order.
  await page.goBack();
  await expect(page).toHaveURL(cancelledPage, { timeout: PLACEMENT_MS });
  await expect(page.getByRole('heading', { level: 1, name: ty.failed.cancelledTitle })).toBeVisible();
  await expect(page.getByText(ty.status.pending, { exact: true })).toBeVisible();

  // The gateway's own cancel button comes back to the same place; from there the payment resumes.
  await page.getByRole('button', { name: ty.failed.retry }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\//, { timeout: PLACEMENT_MS });
  await page.getByRole('button', { name: m.testGateway.cancel }).click();
  await expect(page).toHaveURL(cancelledPage, { timeout: PLACEMENT_MS });
  await page.getByRole('button', { name: ty.failed.retry }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\//, { timeout: PLACEMENT_MS });
  await page.getByRole('button', { name: m.testGateway.approve }).click();
  await expect(page.getByRole('status').filter({ hasText: ty.payment.paid })).toBeVisible({ timeout: 25_000 });
});
