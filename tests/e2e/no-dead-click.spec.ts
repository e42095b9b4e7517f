// No dead click: on a first visit (empty cache, CPU slowed 4x), a click made the moment the page has
// loaded, before its scripts have run, does what it says, exactly once. The page's scripts are held back
// until the click is made (tests/support/cold-page.ts), so every click here lands before them; the inline
// queue must catch it and replay it once they run (src/components/layout/early-interactions.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { openColdScriptsHeld, slowCpu, storedCart, unhydratedIslands } from '../support/cold-page.ts';
import { LANGS, fill } from '../support/languages.ts';
import { fillPlural } from '../../src/i18n/plural.ts';

type Lang = (typeof LANGS)[number];
const url = (lang: Lang, path: string) => (lang === 'fr' ? path : `/${lang}${path}`);

interface ApiProduct {
  id: number;
  name: string;
  gender: 'male' | 'female' | 'unisex';
  stock: number;
  price_cents: number;
  images: unknown[];
}

async function catalog(request: APIRequestContext, lang: Lang): Promise<ApiProduct[]> {
  return (await (await request.get(`/api/products?lang=${lang}`)).json()) as ApiProduct[];
}

/** In stock with room for 2 and at least 2 photos (a gallery island). */
async function buyable(request: APIRequestContext, lang: Lang): Promise<ApiProduct> {
  const product = (await catalog(request, lang)).find((p) => p.stock >= 3 && p.images.length >= 2);
  expect(product, 'a product with stock and several photos').toBeTruthy();
  return product!;
}

/** Every island of the page has rendered. */
async function settled(page: Page): Promise<void> {
  await expect(unhydratedIslands(page)).toHaveCount(0);
}

/** The header's and footer's scripts have replayed every click they held (early-interactions.ts). */
async function heldClicksReplayed(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => (window as { __maisonEarly?: { held: unknown[] } }).__maisonEarly?.held.length ?? 0),
    )
    .toBe(0);
}

for (const lang of LANGS) {
  const m = messages[lang];
  const p = m.product.purchase;

  test.describe(`${lang}: before hydration`, () => {
    test('add to cart: the toast, and the product once in the cart', async ({ page, request }) => {
      const product = await buyable(request, lang);
      const held = await openColdScriptsHeld(page, url(lang, `/product/${product.id}`));
      await page.getByRole('button', { name: p.addToCart, exact: true }).click();
      held.release();
      await expect(page.getByRole('status').getByText(p.added)).toBeVisible();
      await settled(page);
      expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 1 })]);
    });

    test('buy now: the payment options open (and stay open)', async ({ page, request }) => {
      const product = await buyable(request, lang);
      const held = await openColdScriptsHeld(page, url(lang, `/product/${product.id}`));
      const buyNow = page.getByRole('button', { name: p.buyNow });
      await buyNow.click();
      held.release();
      await expect(page.getByText(p.paymentOptions)).toBeVisible();
      await settled(page);
      await expect(buyNow).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(p.paymentOptions)).toBeVisible();
    });

    test('quantity +: 2 once, then add to cart puts 2 in the cart', async ({ page, request }) => {
      const product = await buyable(request, lang);
      const held = await openColdScriptsHeld(page, url(lang, `/product/${product.id}`));
      await page.getByRole('button', { name: p.increase }).click();
      held.release();
      const quantity = page.getByRole('spinbutton', { name: p.quantity });
      await expect(quantity).toHaveValue('2');
      await settled(page);
      await expect(quantity).toHaveValue('2');
      await page.getByRole('button', { name: p.addToCart, exact: true }).click();
      await expect(page.getByRole('status').getByText(p.added)).toBeVisible();
      expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
    });

    test('gallery: a thumbnail shows its photo, pause pauses once', async ({ page, request }) => {
      const product = await buyable(request, lang);
      const count = product.images.length;
      const held = await openColdScriptsHeld(page, url(lang, `/product/${product.id}`));
      const gallery = page.getByRole('region', { name: fill(m.product.gallery.label, { name: product.name }) });
      await gallery.getByRole('button', { name: fill(m.product.gallery.show, { index: 2, count }) }).click();
      await gallery.getByRole('button', { name: m.product.gallery.pause }).click();
      held.release();
      const second = fill(m.product.gallery.imageAlt, { name: product.name, index: 2 });
      await expect(gallery.locator('img[data-active="true"]')).toHaveAttribute('alt', second);
      await settled(page);
      await expect(gallery.getByRole('button', { name: m.product.gallery.play })).toBeVisible();
      await expect(
        gallery.getByRole('button', { name: fill(m.product.gallery.show, { index: 2, count }) }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(gallery.locator('img[data-active="true"]')).toHaveAttribute('alt', second);
    });

    test('shop: a gender filter applies, in the URL and the grid', async ({ page, request }) => {
      const products = await catalog(request, lang);
      const forWomen = products.filter((x) => x.gender === 'female' || x.gender === 'unisex');
      expect(forWomen.length).toBeLessThan(products.length);
      const held = await openColdScriptsHeld(page, url(lang, '/shop'));
      const women = page
        .getByRole('group', { name: m.shop.gender.label })
        .getByRole('button', { name: m.shop.gender.female, exact: true });
      await women.click();
      held.release();
      await expect(page).toHaveURL(/gender=female/);
      await expect(
        page.getByRole('status').filter({
          hasText: fillPlural({ one: m.shop.results_one, other: m.shop.results_other }, forWomen.length, lang),
        }),
      ).toBeVisible();
      await settled(page);
      await expect(women).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/gender=female/);
    });

    test('shop: a search typed before its script ran applies, in the URL and the grid', async ({ page, request }) => {
      const products = (await (await request.get(`/api/products?lang=${lang}`)).json()) as {
        name: string;
        description: string;
      }[];
      const matches = (needle: string) =>
        products.filter((x) => `${x.name}\n${x.description}`.toLocaleLowerCase().includes(needle.toLocaleLowerCase()));
      const target = products.find((x) => matches(x.name).length === 1);
      expect(target, 'a product whose name is found in no other product').toBeTruthy();
      const held = await openColdScriptsHeld(page, url(lang, '/shop'));
      await page.getByRole('searchbox', { name: m.shop.search.label }).fill(target!.name);
      held.release();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: fillPlural({ one: m.shop.results_one, other: m.shop.results_other }, 1, lang) }),
      ).toBeVisible();
      await expect(page.locator('.product-grid').getByRole('heading', { level: 2 })).toHaveText([target!.name]);
      await settled(page);
      await expect(page.getByRole('searchbox', { name: m.shop.search.label })).toHaveValue(target!.name);
    });

    test('contact: fields filled before hydration count (the send button enables)', async ({ page }) => {
      const f = m.contact.form;
      const held = await openColdScriptsHeld(page, url(lang, '/contact'));
      const form = page.getByRole('form', { name: f.title });
      await form.getByRole('textbox', { name: f.name }).fill('Anne Lise');
      await form.getByRole('textbox', { name: f.email }).fill('anne@example.com');
      await form.getByRole('combobox', { name: f.subject }).selectOption({ label: f.subjects['product-inquiry'] });
      await form.getByRole('textbox', { name: f.message }).fill('Une question sur ma commande.');
      held.release();
      await settled(page);
      await expect(form.getByRole('button', { name: f.submit })).toBeEnabled();
      await expect(form.getByRole('textbox', { name: f.name })).toHaveValue('Anne Lise');
      await expect(form.getByRole('combobox', { name: f.subject })).toHaveValue('product-inquiry');
    });

    test('cart: + on a line adds exactly one', async ({ page, request }) => {
      const product = await buyable(request, lang);
      await page.addInitScript(
        (item) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('perfume_cart', JSON.stringify([item]));
          }
        },
        {
          id: product.id,
          name: product.name,
          price_cents: product.price_cents,
          image: '/images/placeholder-bottle.svg',
          size_ml: 50,
          quantity: 1,
        },
      );
      // The cart renders on the client only: nothing to click exists before it mounts, and once it
      // is there it works. Clicked the moment it appears.
      await slowCpu(page);
      await page.goto(url(lang, '/cart'), { waitUntil: 'load' });
      await page.getByRole('button', { name: fill(m.cart.increase, { name: product.name }) }).click();
      const row = page.getByRole('row', { name: new RegExp(product.name) });
      await expect(row.getByRole('spinbutton')).toHaveValue('2');
      await settled(page);
      await expect(row.getByRole('spinbutton')).toHaveValue('2');
      expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
    });
  });

  test.describe(`${lang}: before the header's and footer's scripts`, () => {
    const c = m.common;
    /** The page script has wired the control: anything held has been replayed by then. */
    const wired = (page: Page, selector: string) => expect(page.locator(`${selector}[data-wired]`)).toHaveCount(1);

    test('the bag opens the cart panel, once', async ({ page }) => {
      const held = await openColdScriptsHeld(page, url(lang, '/about'));
      const bag = page.getByRole('button', { name: c.cart.button, exact: true });
      await bag.click();
      held.release();
      await wired(page, '[data-cart-button]');
      await heldClicksReplayed(page);
      // its name now counts the items: found again by what it controls
      await expect(page.locator('[aria-controls="cart-toast"]')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: c.cart.toastTitle })).toBeVisible();
    });

    test('at 390 px the menu button opens the menu, once', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const held = await openColdScriptsHeld(page, url(lang, '/about'));
      const toggle = page.getByRole('button', { name: c.nav.openMenu });
      await toggle.click();
      held.release();
      await wired(page, '[data-menu-toggle]');
      await heldClicksReplayed(page);
      await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('[data-menu]')).toBeVisible();
    });

    test('the newsletter form sent before its script: one subscription, the page stays', async ({ page }) => {
      const held = await openColdScriptsHeld(page, url(lang, '/about'));
      const path = new URL(page.url()).pathname;
      await page
        .getByRole('textbox', { name: c.footer.newsletterLabel })
        .fill(`early-${lang}-${Date.now()}@example.com`);
      await page.getByRole('button', { name: c.footer.newsletterSubmit }).click();
      held.release();
      await expect(page.getByRole('status').filter({ hasText: c.footer.newsletterSuccess })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  });
}
