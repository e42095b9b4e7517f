// The JavaScript each storefront page loads, gzipped, in every language, as real Chromium loads it:
// every script response up to the page's load and a moment after (idle hydration included), each gzipped
// at level 9 as the bench does (src/local/bench/page-weight.ts), plus the page's inline scripts. The
// product and shop pages: at most 15 KB (plain scripts; React's client alone is about 63 KB). The cart and
// checkout pages, React islands: bars of their own (ISLAND_BAR_BYTES), measured with a perfume in
// the cart so the checkout shows its shipping step; what only an action shows (the payment step) is not
// loaded until then.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { CART_STORAGE_KEY } from '../../src/stores/cart.ts';
import { LANGS } from '../support/languages.ts';
import { unhydratedIslands } from '../support/cold-page.ts';

type Lang = (typeof LANGS)[number];
const url = (lang: Lang, path: string) => (lang === 'fr' ? path : `/${lang}${path}`);
const BAR_BYTES = 15 * 1024;
// The cart and checkout, React islands: the shop's bar is 80 KB for both. React's runtime and the pages'
// shared shell are about 72 KB of it; the checkout's first load is its shipping step and summary (the
// payment step, the fields' checks and the way back from a provider come later, when used).
const ISLAND_BAR_BYTES = { cart: 80 * 1024, checkout: 80 * 1024 };

/** Gzipped bytes of the JavaScript `path` loads: each script file once, then the inline scripts together. */
async function javascriptGz(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !bodies.has(response.url()))
      bodies.set(response.url(), response.body());
  });
  // what an idle or visible island would still fetch: the network quiet after the load, islands hydrated
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(unhydratedIslands(page)).toHaveCount(0);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !/application\/(ld\+)?json/.test(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent ?? '')
      .join('\n'),
  );
  let total = inline.trim() ? gzipSync(inline, { level: 9 }).length : 0;
  for (const body of bodies.values()) total += gzipSync(await body, { level: 9 }).length;
  return { total, files: [...bodies.keys()] };
}

for (const lang of LANGS) {
  test(`${lang}: the product and shop pages load <= 15 KB of JavaScript, gzipped`, async ({ page, request }) => {
    const products = (await (await request.get(`/api/products?lang=${lang}`)).json()) as {
      id: number;
      stock: number;
      images: unknown[];
    }[];
    const product = products.find((p) => p.stock > 0 && p.images.length > 1) ?? products[0];
    expect(product, 'a product in the catalog').toBeTruthy();
    for (const path of [url(lang, `/product/${product!.id}`), url(lang, '/shop')]) {
      const { total, files } = await javascriptGz(page, path);
      expect(files.length, `${path} loads its scripts`).toBeGreaterThan(0);
      test.info().annotations.push({ type: 'weight', description: `${path}: ${(total / 1024).toFixed(1)} KB gz` });
      expect(total, `${path}: ${(total / 1024).toFixed(1)} KB gz from ${files.length} files`).toBeLessThanOrEqual(
        BAR_BYTES,
      );
    }
  });
}

test('the cart and the checkout each load <= 80 KB of JavaScript, gzipped, in fr/en/nl', async ({ page, request }) => {
  const products = (await (await request.get('/api/products')).json()) as {
    id: number;
    name: string;
    price_cents: number;
    size_ml: number;
    stock: number;
  }[];
  const product = products.find((p) => p.stock > 0);
  expect(product, 'a product in stock').toBeTruthy();
  const item = { ...product!, image: '', quantity: 1 };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [CART_STORAGE_KEY, JSON.stringify([item])] as const,
  );
  for (const lang of LANGS) {
    for (const kind of ['cart', 'checkout'] as const) {
      const path = url(lang, `/${kind}`);
      const { total, files } = await javascriptGz(page, path);
      expect(files.length, `${path} loads its scripts`).toBeGreaterThan(0);
      // what was weighed is the page with the perfume: the cart's way on, the checkout's shipping step
      const next = kind === 'cart' ? messages[lang].cart.checkout : messages[lang].checkout.actions.continue;
      await expect(page.getByRole(kind === 'cart' ? 'link' : 'button', { name: next })).toBeVisible();
      test.info().annotations.push({ type: 'weight', description: `${path}: ${(total / 1024).toFixed(1)} KB gz` });
      expect(total, `${path}: ${(total / 1024).toFixed(1)} KB gz from ${files.length} files`).toBeLessThanOrEqual(
        ISLAND_BAR_BYTES[kind],
      );
    }
  }
});
