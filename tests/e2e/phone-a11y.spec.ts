// axe (WCAG 2.1 A/AA, no serious or critical violation) on every storefront page at phone width
// (390 px) and desktop width (1280 px) in fr, en and nl, and again with each header panel opened by a
// click: the cart panel on every page, the mobile menu at 390 px. The panel passes analyse the header
// only, after the panel's animations ended (axe skips what it takes for invisible), and require the
// panel's own texts to pass the colour-contrast rule: the home header, transparent over the hero at
// phone width, once lent its ivory text to the ivory cart panel (axe calls 1:1 "incomplete").
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderLinkFragment } from '../../src/domain/orders/order-link.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { seriousViolations, wcagAxe } from '../support/e2e.ts';
import { LANGS } from '../support/languages.ts';
import { unhydratedIslands } from '../support/cold-page.ts';

type Lang = (typeof LANGS)[number];
const url = (lang: Lang, path: string) => (lang === 'fr' ? path : path === '/' ? `/${lang}/` : `/${lang}${path}`);
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const HEADER = '[data-site-header]';
// A dozen pages, each analysed up to three times, on a machine shared with other runs.
test.describe.configure({ timeout: 300_000 });

interface ApiProduct {
  id: number;
  name: string;
  price_cents: number;
  stock: number;
}

async function productInStock(request: APIRequestContext, lang: Lang): Promise<ApiProduct> {
  const products = (await (await request.get(`/api/products?lang=${lang}`)).json()) as ApiProduct[];
  const best = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  expect(best.stock).toBeGreaterThan(0);
  return best;
}

/** A real bank-transfer order placed through the API, for its thank-you page. */
async function bankTransferOrder(request: APIRequestContext, lang: Lang, product: ApiProduct): Promise<string> {
  const response = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `phone-a11y-${lang}-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Anne',
        lastName: 'Peeters',
        email: `anne.a11y.${lang}.${Date.now()}@example.be`,
        address: 'Rue Haute 12',
        city: 'Bruxelles',
        postalCode: '1000',
        country: 'BE',
      },
      paymentMethod: 'bank-transfer',
      language: lang,
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { order: { id: number }; accessToken: string };
  return `/thank-you${orderLinkFragment({ orderId: body.order.id, token: body.accessToken })}`;
}

async function hydrated(page: Page) {
  await expect(unhydratedIslands(page)).toHaveCount(0);
}

/** Finite animations and transitions over: axe judges colours and visibility as they end. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The header analysed alone with a panel open. The panel's texts must come out of the contrast rule as
 * passes: axe files text it cannot judge, 1:1 ivory on ivory among it, under "incomplete", not as a violation.
 */
async function analysePanel(page: Page, panelTexts: string[]): Promise<string[]> {
  await settled(page);
  const results = await wcagAxe(page).include(HEADER).analyze();
  const contrast = (list: typeof results.passes) =>
    list.filter((r) => r.id === 'color-contrast').flatMap((r) => r.nodes);
  const textOf = (nodes: ReturnType<typeof contrast>) =>
    page.evaluate(
      (selectors) => selectors.map((s) => document.querySelector(s)?.textContent?.trim() ?? ''),
      nodes.map((n) => String(n.target[0])),
    );
  const passed = await textOf(contrast(results.passes));
  const undecided = contrast([...results.incomplete, ...results.violations]);
  const undecidedTexts = await textOf(undecided);
  const unconfirmed = panelTexts
    .filter((text) => !passed.includes(text))
    .map((text) => {
      const node = undecided[undecidedTexts.indexOf(text)];
      return `color-contrast not passed for "${text}": ${node ? node.any.map((c) => c.message).join(' ') : 'not analysed'}`;
    });
  return [...seriousViolations(results), ...unconfirmed];
}

for (const lang of LANGS) {
  const m = messages[lang];
  const c = m.common;

  for (const size of WIDTHS) {
    test(`${lang} at ${size.width} px: no serious axe violation on any storefront page, nor with the cart panel or the mobile menu open`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const product = await productInStock(request, lang);
      const h1 = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const pages: {
        name: string;
        path: string | (() => Promise<string>);
        ready: () => Promise<void>;
        before?: () => Promise<void>;
      }[] = [
        { name: 'home', path: '/', ready: h1 },
        { name: 'shop', path: '/shop', ready: h1 },
        {
          name: 'product',
          path: `/product/${product.id}`,
          ready: () => expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible(),
        },
        {
          name: 'cart (empty)',
          path: '/cart',
          ready: () => expect(page.getByRole('heading', { name: m.cart.empty.title })).toBeVisible(),
        },
        { name: 'about', path: '/about', ready: h1 },
        { name: 'contact', path: '/contact', ready: h1 },
        {
          name: 'confidentiality and FAQ',
          path: '/confidentiality',
          ready: () => expect(page.getByRole('heading', { level: 2, name: m.faq.title })).toBeVisible(),
        },
        {
          name: '404',
          path: '/no-such-page',
          ready: () => expect(page.getByRole('heading', { level: 1, name: c.notFound.title })).toBeVisible(),
        },
        {
          name: 'cart (one item)',
          path: '/cart',
          before: () =>
            page.evaluate(
              (p) =>
                localStorage.setItem(
                  'perfume_cart',
                  JSON.stringify([
                    {
                      id: p.id,
                      name: p.name,
                      price_cents: p.price_cents,
                      image: '/images/placeholder-bottle.svg',
                      size_ml: 50,
                      quantity: 1,
                    },
                  ]),
                ),
              product,
            ),
          ready: () => expect(page.getByRole('link', { name: m.cart.checkout })).toBeVisible(),
        },
        {
          name: 'checkout',
          path: '/checkout',
          ready: () => expect(page.getByRole('heading', { name: m.checkout.steps.shipping })).toBeVisible(),
        },
        {
          name: 'thank-you (bank transfer)',
          path: () => bankTransferOrder(request, lang, product),
          ready: () => expect(page.getByRole('region', { name: m.thankyou.bank.title })).toBeVisible(),
        },
      ];

      const found: string[] = [];
      const note = (where: string, violations: string[]) => found.push(...violations.map((v) => `${where}: ${v}`));
      for (const entry of pages) {
        await entry.before?.();
        await page.goto(url(lang, typeof entry.path === 'string' ? entry.path : await entry.path()));
        await entry.ready();
        await hydrated(page);
        await settled(page);
        note(entry.name, seriousViolations(await wcagAxe(page).analyze()));

        // The cart panel, opened by a click on the bag.
        const cartButton = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${c.cart.button}(,|$)`) });
        await cartButton.click();
        const panel = page.getByRole('banner').getByRole('region', { name: c.cart.toastTitle });
        await expect(panel).toBeVisible();
        const countLine = (await panel.getByRole('paragraph').nth(1).textContent())?.trim() ?? '';
        note(
          `${entry.name}, cart panel open`,
          await analysePanel(page, [c.cart.toastTitle, countLine, c.cart.viewCart]),
        );
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();

        // The mobile menu, below 768 px only.
        if (size.width < 768) {
          await page.getByRole('button', { name: c.nav.openMenu }).click();
          const nav = page.getByRole('navigation', { name: c.nav.label });
          await expect(nav.getByRole('link', { name: c.nav.about })).toBeVisible();
          note(
            `${entry.name}, mobile menu open`,
            await analysePanel(page, [c.nav.home, c.nav.shop, c.nav.about, c.nav.contact]),
          );
          await page.keyboard.press('Escape');
          await expect(nav.getByRole('link', { name: c.nav.about })).toBeHidden();
        }
      }
      expect(found).toEqual([]);
    });
  }
}
