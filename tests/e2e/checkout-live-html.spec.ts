// The cart's promo code and the checkout as a shopper's browser holds them after their scripts ran,
// in each language: a refused code puts focus back on its field (invalid, described by its error), an
// accepted one moves focus to the line that says so; then the checkout's live DOM, with the cart
// filled, its shipping errors shown and on its payment step, has 0 errors from the Nu Html Checker
// (valid-html.spec.ts checks the built files, before any script).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  LANGS,
  fill,
  fillShipping,
  hydrated,
  productToBuy,
  shopper,
  url,
  type Lang,
} from '../support/checkout-journey.ts';
import { checkHtml, errorLines } from '../support/nu-checker.ts';

test.describe.configure({ timeout: 240_000 });

const SHOTS = 'tests/.artifacts/shopper-pages';

/** The promo field's answers, by keyboard: focus where the shopper can act on the result. */
async function promoFocus(page: Page, lang: Lang) {
  const promo = messages[lang].cart.promo;
  const field = page.getByRole('textbox', { name: promo.label });
  await field.fill('NOPE-404');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(promo.invalid);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(promo.invalid);
  await field.fill('WELCOME10');
  await field.press('Enter');
  const applied = page.getByRole('status').filter({ hasText: fill(promo.applied, { code: 'WELCOME10', percent: 10 }) });
  await expect(applied).toBeFocused();
}

/** The page's DOM as it stands, saved as a file the checker reads. */
async function snapshot(page: Page, dir: string, name: string): Promise<string> {
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
  return file;
}

test('promo code focus in the cart, and the checkout after its scripts: 0 Nu errors, in fr, en and nl', async ({
  page,
  request,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'checkout-live-html-'));
  const files: string[] = [];
  const product = await productToBuy(request);
  for (const lang of LANGS) {
    const m = messages[lang];
    await page.goto(url(lang, `/product/${product.id}`));
    await hydrated(page);
    await page.getByRole('button', { name: m.product.purchase.addToCart, exact: true }).click();
    await expect(page.getByText(m.product.purchase.added)).toBeVisible();
    await page.goto(url(lang, '/cart'));
    await hydrated(page);
    await promoFocus(page, lang);
    if (lang === 'en') await page.screenshot({ path: `${SHOTS}/cart-promo-applied-${lang}-1280.png` });

    await page.goto(url(lang, '/checkout'));
    await hydrated(page);
    await expect(page.getByLabel(m.checkout.fields.country, { exact: true })).toBeVisible();
    files.push(await snapshot(page, dir, `${lang}-shipping`));
    // the errors the form shows on an empty Continue, then the payment step
    await page.getByRole('button', { name: m.checkout.actions.continue }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: m.checkout.validation.summary_other.split('{{')[0]! }),
    ).toBeVisible();
    files.push(await snapshot(page, dir, `${lang}-shipping-errors`));
    await fillShipping(page, lang, shopper(lang));
    await page.getByRole('button', { name: m.checkout.actions.continue }).click();
    await expect(page.getByRole('button', { name: m.checkout.actions.editShipping })).toBeVisible();
    files.push(await snapshot(page, dir, `${lang}-payment`));
    // an empty cart, no code and an empty form for the next language's page
    await page.evaluate(() => {
      ['perfume_cart', 'perfume_promo'].forEach((key) => localStorage.removeItem(key));
      sessionStorage.removeItem('checkout_shipping');
    });
  }
  expect(errorLines(await checkHtml(files), dir)).toEqual([]);
});
