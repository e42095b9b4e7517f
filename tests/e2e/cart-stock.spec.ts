// The cart and "buy now" never hold more than the stock the shop last said: the product page's "+"
// and typed quantity stop there with a word, adding when the cart holds it all says so, the cart
// page reads the stock again and offers the number left; PayPal, not switched on out of the box, is
// not offered in the "buy now" panel. The stock the catalogue answers is set here, so no order is made.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { fill, hydrated, LANGS, productToBuy, url } from '../support/checkout-journey.ts';

test('the cart and buy now stop at the stock the shop says, in fr, en and nl', async ({ page, request }) => {
  const product = await productToBuy(request);
  let stockSaid = 2;
  await page.route(`**/api/products/${product.id}?*`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), stock: stockSaid } });
  });

  for (const lang of LANGS) {
    const p = messages[lang].product.purchase;
    const c = messages[lang].cart;
    stockSaid = 2;
    const live = page.waitForResponse((r) => r.url().includes(`/api/products/${product.id}?`));
    await page.goto(url(lang, `/product/${product.id}`));
    await live;
    await hydrated(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    // "+" stops at the stock; a typed quantity above it is brought down with a word
    const quantity = page.getByRole('spinbutton', { name: p.quantity, exact: true });
    await page.getByRole('button', { name: p.increase, exact: true }).click();
    await expect(quantity).toHaveValue('2');
    await expect(page.getByRole('button', { name: p.increase, exact: true })).toBeDisabled();
    await quantity.fill('50');
    await quantity.blur();
    await expect(quantity).toHaveValue('2');
    await expect(page.getByRole('status').filter({ hasText: fill(p.stockLimit, { count: 2 }) })).toBeVisible();

    // PayPal is not switched on: the panel does not offer it
    await page.getByRole('button', { name: p.buyNow }).click();
    await expect(page.getByRole('button', { name: p.card })).toBeVisible();
    await expect(page.getByRole('button', { name: p.paypal })).toHaveCount(0);

    await page.getByRole('button', { name: p.addToCart, exact: true }).click();
    await expect(page.getByText(p.added)).toBeVisible();
    await page.getByRole('button', { name: p.addToCart, exact: true }).click();
    await expect(page.getByText(fill(p.cartFull, { count: 2 }))).toBeVisible();

    // the stock fell to 1 since: the cart says so and offers it
    stockSaid = 1;
    await page.goto(url(lang, '/cart'));
    await hydrated(page);
    const line = page.getByRole('spinbutton', { name: fill(c.quantityOf, { name }) });
    await expect(line).toHaveValue('2');
    await expect(page.getByText(fill(c.stock.fell, { count: 1, name }))).toBeVisible();
    await page.getByRole('button', { name: fill(c.stock.useLeftLabel, { count: 1, name }) }).click();
    await expect(line).toHaveValue('1');
    await expect(page.getByText(fill(c.stock.fell, { count: 1, name }))).toHaveCount(0);
    await expect(page.getByRole('button', { name: fill(c.increase, { name }) })).toBeDisabled();
    await line.fill('5');
    await expect(line).toHaveValue('1');
    await expect(page.getByRole('status').filter({ hasText: fill(c.stock.limit, { count: 1 }) })).toBeVisible();
    // the next language starts with an empty cart
    await page.evaluate(() => localStorage.clear());
  }
});
