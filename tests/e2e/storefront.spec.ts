// The storefront in its three languages, against the shop as `npm start` serves it: home, shop filtered
// by gender and category with search and pagination, product, add to cart, cart with welcome10, on to
// checkout; the language switcher and detection; the product not-found state; keyboard alone; axe.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { formatMoney } from '../../src/i18n/locale.ts';
import { LANGS, fill } from '../support/languages.ts';
import { fillPlural } from '../../src/i18n/plural.ts';
import { unhydratedIslands } from '../support/cold-page.ts';

type Lang = (typeof LANGS)[number];
const url = (lang: Lang, path: string) => (lang === 'fr' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

interface ApiProduct {
  id: number;
  name: string;
  description: string;
  gender: 'male' | 'female' | 'unisex';
  category_id: number;
  category: { slug: string; name: string };
  price_cents: number;
  stock: number;
}

async function catalog(request: APIRequestContext, lang: Lang): Promise<ApiProduct[]> {
  return (await (await request.get(`/api/products?lang=${lang}`)).json()) as ApiProduct[];
}

async function hydrated(page: Page) {
  await expect(unhydratedIslands(page)).toHaveCount(0);
}

const cards = (page: Page) => page.locator('.product-grid').first().getByRole('listitem');

for (const lang of LANGS) {
  const m = messages[lang];

  test(`${lang}: home, shop filters, product, cart with welcome10, on to checkout`, async ({ page, request }) => {
    const products = await catalog(request, lang);
    expect(products.length).toBeGreaterThan(6);

    // Home
    await page.goto(url(lang, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.home.featured.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.home.newest.title })).toBeVisible();
    await page
      .getByRole('navigation', { name: m.common.nav.label })
      .getByRole('link', { name: m.common.nav.shop })
      .click();

    // Shop: gender, category, search, pagination, every change back to page 1
    await expect(page).toHaveURL(url(lang, '/shop'));
    await hydrated(page);
    const count = (n: number) =>
      page
        .getByRole('status')
        .filter({ hasText: fillPlural({ one: m.shop.results_one, other: m.shop.results_other }, n, lang) });
    await expect(count(products.length)).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole('button', { name: fill(m.shop.pagination.page, { page: 2 }) }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(Math.min(6, products.length - 6));

    const forMen = products.filter((p) => p.gender === 'male' || p.gender === 'unisex');
    await page
      .getByRole('group', { name: m.shop.gender.label })
      .getByRole('button', { name: m.shop.gender.male, exact: true })
      .click();
    await expect(page).toHaveURL(/gender=male/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(count(forMen.length)).toBeVisible();

    const category = forMen[0]!.category;
    const inCategory = forMen.filter((p) => p.category_id === forMen[0]!.category_id);
    const categoryName = (m.shop.categories.names as Record<string, string>)[category.slug] ?? category.name;
    await page
      .getByRole('group', { name: m.shop.categories.label })
      .getByRole('button', { name: categoryName, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`category=${forMen[0]!.category_id}`));
    await expect(count(inCategory.length)).toBeVisible();
    for (const p of inCategory) await expect(page.getByRole('heading', { name: p.name, exact: true })).toBeVisible();

    const target = inCategory[0]!;
    await page.getByRole('searchbox', { name: m.shop.search.label }).fill(target.name.slice(0, 5).toUpperCase());
    await expect(page.getByRole('heading', { name: target.name, exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: m.shop.search.label }).fill('zzzz-nothing');
    await expect(page.getByText(m.shop.noResults)).toBeVisible();
    await page.getByRole('button', { name: m.shop.resetFilters }).click();
    await expect(count(products.length)).toBeVisible();

    // Product
    const buyable = products.filter((p) => p.stock >= 3).sort((a, b) => b.stock - a.stock)[0]!;
    await page.goto(url(lang, `/shop?q=${encodeURIComponent(buyable.name)}`));
    await hydrated(page);
    await page
      .getByRole('link', { name: new RegExp(buyable.name) })
      .first()
      .click();
    await expect(page).toHaveURL(url(lang, `/product/${buyable.id}`));
    await expect(page.getByRole('heading', { level: 1, name: buyable.name })).toBeVisible();
    await expect(page.getByText(m.common.stock.available).first()).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: m.product.purchase.increase }).click();
    await page.getByRole('button', { name: m.product.purchase.addToCart, exact: true }).click();
    await expect(page.getByText(m.product.purchase.added)).toBeVisible();
    await expect(page.locator('[data-cart-count]')).toHaveText('2');

    // Cart: through the header's cart toast
    await page.getByRole('button', { name: fill(m.common.cart.buttonWithCount_other, { count: 2 }) }).click();
    await page
      .getByRole('region', { name: m.common.cart.toastTitle })
      .getByRole('link', { name: m.common.cart.viewCart })
      .click();
    await expect(page).toHaveURL(url(lang, '/cart'));
    const row = page.getByRole('row', { name: new RegExp(buyable.name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('spinbutton')).toHaveValue('2');
    await row.getByRole('button', { name: fill(m.cart.decrease, { name: buyable.name }) }).click();
    await expect(row.getByRole('spinbutton')).toHaveValue('1');
    await expect(row.getByRole('button', { name: fill(m.cart.decrease, { name: buyable.name }) })).toBeDisabled();
    await row.getByRole('button', { name: fill(m.cart.increase, { name: buyable.name }) }).click();

    const promo = page.getByRole('textbox', { name: m.cart.promo.label });
    await promo.fill('nope');
    await page.getByRole('button', { name: m.cart.promo.apply }).click();
    await expect(page.getByRole('alert')).toHaveText(m.cart.promo.invalid);
    await promo.fill('WELCOME10');
    await page.getByRole('button', { name: m.cart.promo.apply }).click();
    await expect(page.getByText(fill(m.cart.promo.applied, { code: 'WELCOME10', percent: 10 }))).toBeVisible();
    const subtotal = buyable.price_cents * 2;
    const discount = Math.round(subtotal / 10);
    const money = (c: number) => formatMoney(c, lang);
    const summary = page.getByRole('complementary', { name: m.cart.summary.title });
    // the seed's Belgian zone: 10,00 €, free from 300,00 € of goods after the discount
    const shipping = subtotal - discount >= 30000 ? 0 : 1000;
    await expect(summary.getByText(money(subtotal), { exact: true })).toBeVisible();
    await expect(summary.getByText(money(shipping), { exact: true })).toBeVisible();
    await expect(summary.getByText(`−${money(discount)}`)).toBeVisible();
    await expect(summary.getByText(money(subtotal - discount + shipping), { exact: true })).toBeVisible();

    await page.getByRole('link', { name: m.cart.checkout }).click();
    await expect(page).toHaveURL(url(lang, '/checkout'));
  });

  test(`${lang}: unknown product shows the not-found state`, async ({ page }) => {
    // Netlify (and the local runner, as Netlify does) answers 404 with the page of the path's language.
    const response = await page.goto(url(lang, '/product/987654'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: m.common.notFound.productTitle })).toBeVisible();
    await page.getByRole('link', { name: m.common.notFound.backToShop }).click();
    await expect(page).toHaveURL(url(lang, '/shop'));
  });

  test(`${lang}: no serious accessibility violation on home, shop, product, cart and 404`, async ({
    page,
    request,
  }) => {
    const [first] = await catalog(request, lang);
    for (const path of ['/', '/shop', `/product/${first!.id}`, '/cart', '/no-such-page']) {
      await page.goto(url(lang, path));
      await hydrated(page);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('the cart empties, clears and keeps quantities of at least 1', async ({ page, request }) => {
  const m = messages.fr;
  const [a, b] = (await catalog(request, 'fr')).filter((p) => p.stock > 0);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: m.cart.empty.title })).toBeVisible();
  await page.evaluate(
    ([x, y]) => {
      const item = (p: { id: number; name: string; price_cents: number }) => ({
        id: p.id,
        name: p.name,
        price_cents: p.price_cents,
        image: '/images/placeholder-bottle.svg',
        size_ml: 50,
        quantity: 1,
      });
      localStorage.setItem('perfume_cart', JSON.stringify([item(x!), item(y!)]));
    },
    [a, b],
  );
  await page.reload();
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: fill(m.cart.removeLabel, { name: a!.name }) }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: m.cart.clear }).click();
  await page.getByRole('button', { name: m.cart.clearYes }).click();
  await expect(page.getByRole('heading', { name: m.cart.empty.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('perfume_cart'))).toBe('[]');
});

test('the language switcher keeps the page and its filters, and the choice is remembered', async ({ page }) => {
  await page.goto('/shop?gender=female');
  await hydrated(page);
  await page.getByRole('link', { name: messages.fr.common.language.en }).click();
  await expect(page).toHaveURL('/en/shop?gender=female');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page
      .getByRole('group', { name: messages.en.shop.gender.label })
      .getByRole('button', { name: messages.en.shop.gender.female }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The stored choice sends the French home to the English one.
  await page.goto('/');
  await expect(page).toHaveURL('/en');
  await page.getByRole('link', { name: messages.en.common.language.nl }).click();
  await expect(page).toHaveURL('/nl');
  await page.getByRole('link', { name: messages.nl.common.language.fr }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/about');
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('?lng= picks the language when nothing is stored', async ({ page }) => {
  await page.goto('/shop?lng=nl');
  await expect(page).toHaveURL('/nl/shop?lng=nl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('the SEO basics: hreflang alternates, canonical, Product JSON-LD, sitemap and robots', async ({
  page,
  request,
}) => {
  const [product] = await catalog(request, 'en');
  await page.goto(`/en/product/${product!.id}`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/en/product/${product!.id}$`));
  for (const hreflang of ['fr', 'en', 'nl', 'x-default'])
    await expect(page.locator(`link[rel=alternate][hreflang=${hreflang}]`)).toHaveCount(1);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: product!.name,
    offers: { priceCurrency: 'EUR', price: (product!.price_cents / 100).toFixed(2) },
  });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/nl/product/${product!.id}</loc>`);
  expect(sitemap).toContain('hreflang="x-default"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('keyboard alone: home to product to cart to checkout', async ({ page, request }) => {
  const m = messages.fr;
  const buyable = (await catalog(request, 'fr')).filter((p) => p.stock >= 3)[0]!;
  const tabTo = async (name: RegExp | string, role: 'link' | 'button') => {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' }).first();
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`could not reach ${String(name)} with Tab`);
  };
  await page.goto('/');
  await tabTo(m.common.nav.shop, 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/shop');
  await hydrated(page);
  await page.goto(`/product/${buyable.id}`);
  await hydrated(page);
  await tabTo(m.product.purchase.addToCart, 'button');
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.product.purchase.added)).toBeVisible();
  await tabTo(m.product.purchase.viewCart, 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');
  await tabTo(m.cart.checkout, 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/checkout');
});

test('at 390 px: the mobile menu and the category dropdown', async ({ page, request }) => {
  const m = messages.fr;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: m.common.nav.label });
  await expect(nav.getByRole('link', { name: m.common.nav.about })).toBeHidden();
  await page.getByRole('button', { name: m.common.nav.openMenu }).click();
  await nav.getByRole('link', { name: m.common.nav.about }).click();
  await expect(page).toHaveURL('/about');
  const products = await catalog(request, 'fr');
  await page.goto('/shop');
  await hydrated(page);
  await page.getByRole('combobox', { name: m.shop.categories.label }).selectOption({
    label:
      (m.shop.categories.names as Record<string, string>)[products[0]!.category.slug] ?? products[0]!.category.name,
  });
  await expect(page).toHaveURL(new RegExp(`category=${products[0]!.category_id}`));
});
