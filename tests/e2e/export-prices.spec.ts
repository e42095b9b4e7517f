// Export prices stated honestly, in French, English and Dutch, on the seeded shop (UK VAT
// registered up to GBP 135, exports at the same price everywhere). A parcel to London above GBP 135
// leaves the EU VAT-free: the cart says how such a parcel is priced and that import charges may be due;
// the checkout, the thank-you page and the e-mail say the price contains no VAT, never "prices include
// VAT" beside 0 % VAT. Screenshots of the UK checkout summary at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  addToCartAndCheckout,
  fillShipping,
  hydrated,
  orderFromPage,
  PLACEMENT_MS,
  productToBuy,
  shopper,
  url,
  LANGS,
} from '../support/checkout-journey.ts';
import { outboxPath } from '../support/e2e.ts';
import { formatMoney } from '../../src/i18n/locale.ts';
import { shippingCentsTo } from '../support/shipping-quote.ts';

test.describe.configure({ timeout: 120_000 });

const includedVat = (total: number, rateBp: number) => Math.round((total * rateBp) / (10000 + rateBp));
// at UK VAT the goods would be above the seeded EUR 155.00 for GBP 135: an export
const aboveUkLimit = (p: { price_cents: number }) => p.price_cents - includedVat(p.price_cents, 2000) > 15500;

for (const lang of LANGS) {
  const m = messages[lang].checkout;
  const ty = messages[lang].thankyou;
  const mail = messages[lang].email;

  test(`${lang}: a VAT-free parcel to the UK says what its price includes, from the cart to the e-mail`, async ({
    page,
    request,
  }) => {
    const product = await productToBuy(request, aboveUkLimit);
    const total = product.price_cents + (await shippingCentsTo(request, product.id, 'UK'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await addToCartAndCheckout(page, lang, product);

    const who = { ...shopper(lang, 'UK'), address: '221B Baker Street', postalCode: 'NW1 6XE' };
    await fillShipping(page, lang, who);
    const summary = page.getByRole('complementary');
    await expect(summary.getByText(m.summary.vatExport, { exact: true })).toBeVisible();
    await expect(summary.getByText(m.exportPrices.samePrice)).toBeVisible();
    await expect(summary.getByText(m.summary.totalNote)).toHaveCount(0);
    await expect(summary.getByText(formatMoney(total, lang), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: m.actions.continue }).click();
    await expect(page.getByRole('heading', { name: m.steps.payment })).toBeFocused();
    await expect(summary.getByText(m.summary.totalNote)).toHaveCount(0);
    await summary.screenshot({ path: `tests/.artifacts/uk-summary-${lang}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await summary.screenshot({ path: `tests/.artifacts/uk-summary-${lang}-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
    await page.getByRole('button', { name: m.actions.placeOrder }).click();
    await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
    await orderFromPage(page);
    const receipt = page.getByRole('region', { name: ty.items.title });
    await expect(receipt.getByText(ty.totals.vatExport, { exact: true })).toBeVisible();
    await expect(receipt.getByText(`${ty.exportPrices.noVatIncluded} ${ty.totals.importNotice}`)).toBeVisible();

    // the confirmation e-mail: its total never "incl. VAT"
    type Mail = { to: string; text: string };
    const confirmation = async () =>
      ((await (await request.get(`/api${outboxPath()}`)).json()) as { messages: Mail[] }).messages.find(
        (x) => x.to === who.email && x.text.includes(mail.order.importNotice),
      );
    await expect.poll(async () => Boolean(await confirmation()), { timeout: 30_000 }).toBe(true);
    const text = (await confirmation())!.text;
    expect(text).toContain(mail.exportPrices.total);
    expect(text).toContain(mail.exportPrices.noVatIncluded);
    expect(text).not.toContain(mail.order.total);

    // the cart, for the next order: how a parcel leaving the EU is priced
    await page.goto(url(lang, `/product/${product.id}`));
    await hydrated(page);
    await page.getByRole('button', { name: messages[lang].product.purchase.addToCart, exact: true }).click();
    await page.goto(url(lang, '/cart'));
    await hydrated(page);
    await expect(page.getByText(messages[lang].cart.exportPrices.samePrice)).toBeVisible();
  });
}
