// Promises the shop keeps, in fr, en and nl at 1280 and 390 px:
// - a first-order code (WELCOME10) an address has already had is said beside the code as soon as the
//   shopper leaves the e-mail field ("not available for this address", never why), the discount gone
//   from the summary; another address gets it back;
// - the checkout gives the delivery time of the destination's zone (Belgium, the United Kingdom);
// - the owner sets "one order per e-mail address" on a promo code and each zone's delivery days.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  fill,
  fillShipping,
  hydrated,
  LANGS,
  productToBuy,
  shopper,
  url,
  type Lang,
} from '../support/checkout-journey.ts';
import { adminPageOpener } from '../support/e2e.ts';

test.describe.configure({ timeout: 180_000 });

const PROMO = 'WELCOME10';
const SHOTS = 'tests/.artifacts/shopper-promises';
const SIZES = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;
// Written out here rather than taken from the shop's code, so a change of wording shows up.
const DAYS: Record<Lang, (min: number, max: number) => string> = {
  fr: (min, max) => `${min} à ${max} jours ouvrables`,
  en: (min, max) => `${min} to ${max} working days`,
  nl: (min, max) => `${min} tot ${max} werkdagen`,
};

/** The page, or only `part` of it (a long back-office screen), at 1280 and 390 px. */
async function shots(page: Page, name: string, part?: Locator) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const path = `${SHOTS}/${name}-${size.name}.png`;
    // transitions finished at once: the back-office's side menu slides away when the width narrows
    if (part) await part.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function leaveEmail(page: Page, lang: Lang, email: string) {
  const field = page.getByLabel(messages[lang].checkout.fields.email, { exact: true });
  await field.fill(email);
  await field.blur();
}

test('a first-order code already had by the address is said before the order; the destination’s delivery time', async ({
  page,
  request,
}) => {
  const product = await productToBuy(request, (p) => p.stock >= 2);
  // the address's first order, with the code
  const used = shopper('fr');
  const first = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ product_id: product.id, quantity: 1 }],
      customer: { ...used, city: 'Bruxelles' },
      paymentMethod: 'bank-transfer',
      promoCode: PROMO,
      language: 'fr',
    },
  });
  expect(first.status(), await first.text()).toBe(201);

  // the cart with the code (the cart is kept across the three languages)
  await page.goto(url('fr', `/product/${product.id}`));
  await hydrated(page);
  await page.getByRole('button', { name: messages.fr.product.purchase.addToCart, exact: true }).click();
  await page.goto(url('fr', '/cart'));
  await hydrated(page);
  await page.getByLabel(messages.fr.cart.promo.label, { exact: true }).fill(PROMO.toLowerCase());
  await page.getByRole('button', { name: messages.fr.cart.promo.apply }).click();
  await expect(page.getByText(fill(messages.fr.cart.summary.discount, { code: PROMO }), { exact: true })).toBeVisible();

  for (const lang of LANGS) {
    // the product page names each zone's time (Belgium's first)
    await page.goto(url(lang, `/product/${product.id}`));
    const details = page.getByRole('region', { name: messages[lang].product.details.title });
    await expect(details).toContainText(DAYS[lang](1, 2));
    await expect(details).toContainText(DAYS[lang](3, 6));
    await shots(page, `product-delivery-${lang}`, details);

    const s = messages[lang].checkout.summary;
    const discount = page.getByText(fill(s.discount, { code: PROMO }), { exact: true });
    const unavailable = page.getByText(fill(s.promoUnavailable, { code: PROMO }), { exact: true });
    await page.goto(url(lang, '/checkout'));
    await hydrated(page);
    await fillShipping(page, lang, { ...shopper(lang), email: '' });
    // Belgium's zone: 1 to 2 working days (the seed's zones)
    await expect(page.getByText(fill(s.delivery, { deliveryTime: DAYS[lang](1, 2) }), { exact: true })).toBeVisible();
    await expect(discount).toBeVisible();

    // the address that already had it: said beside the code once the field is left, no discount
    await leaveEmail(page, lang, used.email.toUpperCase());
    await expect(unavailable).toBeVisible();
    await expect(discount).toBeHidden();
    await shots(page, `checkout-promo-unavailable-${lang}`);

    // another address: the discount is back; the United Kingdom's zone: 3 to 6 working days
    await leaveEmail(page, lang, shopper(lang).email);
    await expect(discount).toBeVisible();
    await expect(unavailable).toBeHidden();
    await page.getByLabel(messages[lang].checkout.fields.country, { exact: true }).selectOption('UK');
    await expect(page.getByText(fill(s.delivery, { deliveryTime: DAYS[lang](3, 6) }), { exact: true })).toBeVisible();
    await page.getByLabel(messages[lang].checkout.fields.country, { exact: true }).selectOption('BE');
  }
});

test('the owner sets one order per e-mail address on a code, and each zone’s delivery days', async ({ page }) => {
  const open = adminPageOpener();
  for (const lang of LANGS) {
    const S = messages[lang].admin.settings;
    const Z = messages[lang].admin.shippingZones;
    await open(page, lang, '/dashboard/settings');
    const code = `PREMIERE${lang.toUpperCase()}${Date.now() % 100000}`;
    await page.getByLabel(S.promoCode, { exact: true }).fill(code);
    await page.getByLabel(S.promoOncePerEmail, { exact: true }).check();
    await page.getByRole('button', { name: S.promoAdd }).click();
    const once = page.getByRole('checkbox', { name: fill(S.promoOncePerEmailToggle, { code }) });
    await expect(once).toBeChecked();
    // the seed's first-order code shows its switch on
    await expect(page.getByRole('checkbox', { name: fill(S.promoOncePerEmailToggle, { code: PROMO }) })).toBeChecked();
    await once.uncheck();
    await expect(page.getByText(S.promoUpdated)).toBeVisible();
    await expect(once).not.toBeChecked();
    // each zone has its own delivery days (the seed: Belgium 1 to 2)
    await expect(page.getByLabel(Z.deliveryMin, { exact: true }).first()).toHaveValue('1');
    await expect(page.getByLabel(Z.deliveryMax, { exact: true }).first()).toHaveValue('2');
    await shots(page, `admin-promo-codes-${lang}`, page.getByRole('region', { name: S.promoLegend }));
    await shots(
      page,
      `admin-zone-${lang}`,
      page
        .locator('fieldset.panel')
        .filter({ has: page.getByLabel(Z.deliveryMin, { exact: true }) })
        .first(),
    );
  }
});
