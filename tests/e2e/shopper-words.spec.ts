// Human words wherever a shopper looks, and the shopper's context kept, in each language:
// - a bank-transfer order to Belgium: the thank-you page and the confirmation e-mail name the country
//   (never the bare "BE"), dates in words, no status or method codes; the e-mail's sender is the shop's
//   name from the settings;
// - the delivery time: each shipping zone's days in one wording on the product page and the FAQ, the
//   order's destination zone's (Belgium) on the thank-you page and in the e-mail;
// - the language links carry the page's query string and hash in their href, before any bundled script
//   runs and after the shop's filters change the address;
// - 'buy now' checks out that product alone and leaves the cart as it was.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ORDER_TOKEN_HEADER } from '../../src/domain/orders/order-link.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { orderFromPage } from '../support/checkout-journey.ts';
import { outboxPath } from '../support/e2e.ts';
import { LANGS, fill } from '../support/languages.ts';
import { unhydratedIslands } from '../support/cold-page.ts';

type Lang = (typeof LANGS)[number];
const url = (lang: Lang, path: string) => (lang === 'fr' ? path : `/${lang}${path}`);
const PLACEMENT_MS = 30_000;
test.describe.configure({ timeout: 120_000 });

// Written out here rather than taken from the shop's code, so a change of wording shows up.
const DELIVERY: Record<Lang, (min: number, max: number) => string> = {
  fr: (min, max) => `${min} à ${max} jours ouvrables`,
  en: (min, max) => `${min} to ${max} working days`,
  nl: (min, max) => `${min} tot ${max} werkdagen`,
};
const BELGIUM: Record<Lang, string> = { fr: 'Belgique', en: 'Belgium', nl: 'België' };
// What the shop stores, which a shopper must never read as such.
const RAW_CODES = ['bank-transfer', 'credit-card', 'pending'];
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

interface CatalogProduct {
  id: number;
  name: string;
  stock: number;
}

interface PublicSettings {
  deliveryZones: { countries: string[]; min: number; max: number }[];
  seller: { legalName: string };
}

interface StoredEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function catalog(request: APIRequestContext, lang: Lang): Promise<CatalogProduct[]> {
  const products = (await (await request.get(`/api/products?lang=${lang}`)).json()) as CatalogProduct[];
  return products.filter((p) => p.stock >= 3).sort((a, b) => b.stock - a.stock);
}

async function settings(request: APIRequestContext): Promise<PublicSettings> {
  return (await (await request.get('/api/settings')).json()) as PublicSettings;
}

async function hydrated(page: Page) {
  await expect(unhydratedIslands(page)).toHaveCount(0);
}

let run = 0;
function email(lang: Lang): string {
  run += 1;
  return `lea.${lang}.${Date.now()}.${run}@example.be`;
}

async function fillShipping(page: Page, lang: Lang, to: string) {
  const f = messages[lang].checkout.fields;
  await page.getByLabel(f.firstName, { exact: true }).fill('Léa');
  await page.getByLabel(f.lastName, { exact: true }).fill('Janssens');
  await page.getByLabel(f.email, { exact: true }).fill(to);
  await page.getByLabel(f.address, { exact: true }).fill('Rue Haute 12');
  await page.getByLabel(f.postalCode, { exact: true }).fill('1000');
  await page.getByLabel(f.city, { exact: true }).fill('Bruxelles');
  await page.getByLabel(f.country, { exact: true }).selectOption('BE');
}

/** From the checkout's first step to the thank-you page, paying by bank transfer. */
async function placeBankTransferOrder(page: Page, lang: Lang, to: string): Promise<{ id: number; token: string }> {
  const m = messages[lang].checkout;
  await fillShipping(page, lang, to);
  await page.getByRole('button', { name: m.actions.continue }).click();
  await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
  await page.getByRole('button', { name: m.actions.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
  return orderFromPage(page);
}

interface ShopperOrder {
  number: string;
  items: { productId: number; quantity: number }[];
}

async function readOrder(request: APIRequestContext, placed: { id: number; token: string }): Promise<ShopperOrder> {
  const res = await request.get(`/api/checkout/orders/${placed.id}`, {
    headers: { [ORDER_TOKEN_HEADER]: placed.token },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { order: ShopperOrder }).order;
}

async function outboxMail(request: APIRequestContext, subject: string, to: string): Promise<StoredEmail> {
  let found: StoredEmail | undefined;
  await expect(async () => {
    const { messages: mails } = (await (await request.get(`/api${outboxPath()}`)).json()) as {
      messages: StoredEmail[];
    };
    found = mails.find((mail) => mail.subject === subject && mail.to === to);
    expect(found, `e-mail "${subject}" to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

/** The display name of a From header: 'Name <a@b>' or '"Name, Inc." <a@b>'. */
function displayNameOf(from: string): string {
  const name = from.replace(/<[^>]*>\s*$/, '').trim();
  return name.startsWith('"') ? name.slice(1, -1).replace(/\\(.)/g, '$1') : name;
}

for (const lang of LANGS) {
  const ty = messages[lang].thankyou;

  test(`${lang}: the order's country, dates, delivery time and sender in words, the same everywhere`, async ({
    page,
    request,
  }) => {
    const { deliveryZones, seller } = await settings(request);
    const belgium = deliveryZones.find((zone) => zone.countries.includes('BE'))!;
    const delivery = DELIVERY[lang](belgium.min, belgium.max);
    // the seed's zones promise different times: each is named
    expect(new Set(deliveryZones.map((z) => `${z.min}-${z.max}`)).size).toBeGreaterThan(1);
    const everyZone = deliveryZones.map((zone) => DELIVERY[lang](zone.min, zone.max));
    const [product] = await catalog(request, lang);
    expect(product, 'a product in stock').toBeDefined();

    // The product page and the FAQ state each zone's delivery time in the one wording.
    await page.goto(url(lang, `/product/${product!.id}`));
    const details = page.getByRole('region', { name: messages[lang].product.details.title });
    for (const time of everyZone) await expect(details).toContainText(time);
    await page.goto(url(lang, '/confidentiality'));
    const faq = page.locator('details').filter({ hasText: messages[lang].faq.items.deliveryTime.q });
    for (const time of everyZone) await expect(faq).toContainText(time);

    // A bank-transfer order to Belgium.
    await page.goto(url(lang, `/product/${product!.id}`));
    await hydrated(page);
    await page.getByRole('button', { name: messages[lang].product.purchase.addToCart, exact: true }).click();
    await expect(page.getByText(messages[lang].product.purchase.added)).toBeVisible();
    await page.goto(url(lang, '/checkout'));
    await hydrated(page);
    const to = email(lang);
    const placed = await placeBankTransferOrder(page, lang, to);

    // The thank-you page: the country by its name, the delivery time, no code.
    await expect(page.getByRole('heading', { level: 1, name: ty.title })).toBeVisible();
    const shipping = page.getByRole('region', { name: ty.shipping.title });
    await expect(shipping).toContainText(BELGIUM[lang]);
    await expect(shipping).toContainText(delivery);
    expect(await shipping.innerText()).not.toMatch(/\bBE\b/);
    const main = await page.getByRole('main').innerText();
    for (const code of RAW_CODES) expect(main, `the thank-you page shows "${code}"`).not.toContain(code);
    expect(main).not.toMatch(ISO_DATE);

    // The confirmation e-mail says the same, from the shop's name.
    const { number } = await readOrder(request, placed);
    const mail = await outboxMail(request, fill(messages[lang].email.confirmation.subject, { number }), to);
    expect(mail.text).toContain(BELGIUM[lang]);
    expect(
      mail.text.split('\n').map((line) => line.trim()),
      'a line with the bare country code',
    ).not.toContain('BE');
    expect(mail.html).not.toMatch(/>\s*BE\s*</);
    expect(mail.text).toContain(delivery);
    for (const code of RAW_CODES) expect(mail.text, `the e-mail shows "${code}"`).not.toContain(code);
    expect(mail.text).not.toMatch(ISO_DATE);
    expect(displayNameOf(mail.from)).toBe(seller.legalName);
  });

  test(`${lang}: the language links carry the shop's filters and the hash in their href`, async ({ page }) => {
    const links = () => page.getByRole('list', { name: messages[lang].common.language.label }).getByRole('link');
    const hrefs = async () => Promise.all((await links().all()).map((l) => l.getAttribute('href')));
    const prefixes = LANGS.map((l) => (l === 'fr' ? '' : `/${l}`));

    // Without any bundled script (not loaded yet, or blocked): the href alone keeps the filters.
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await page.goto(url(lang, '/shop?gender=female&lng=fr'));
    expect(await hrefs()).toEqual(prefixes.map((p) => `${p}/shop?gender=female`));
    await page.goto(url(lang, '/confidentiality#faq'));
    expect(await hrefs()).toEqual(prefixes.map((p) => `${p}/confidentiality#faq`));
    await page.unroute('**/_astro/**/*.js');

    // The shop's filters change the address without a reload: the links follow.
    await page.goto(url(lang, '/shop?gender=female'));
    await hydrated(page);
    const shop = messages[lang].shop;
    await page
      .getByRole('group', { name: shop.gender.label })
      .getByRole('button', { name: shop.gender.male, exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]gender=male/);
    await expect(links().first()).toHaveAttribute('href', '/shop?gender=male');
    expect(await hrefs()).toEqual(prefixes.map((p) => `${p}/shop?gender=male`));

    // Followed, a link keeps the filter in the other language.
    const other = LANGS.find((l) => l !== lang)!;
    await page.getByRole('link', { name: messages[lang].common.language[other] }).click();
    await expect(page).toHaveURL(`${url(other, '/shop')}?gender=male`);
  });

  test(`${lang}: buy now checks out that product alone and leaves the cart as it was`, async ({ page, request }) => {
    const [a, b] = await catalog(request, lang);
    expect(b, 'two products in stock').toBeDefined();
    const p = messages[lang].product.purchase;

    // The cart holds product A.
    await page.goto(url(lang, `/product/${a!.id}`));
    await hydrated(page);
    await page.getByRole('button', { name: p.addToCart, exact: true }).click();
    await expect(page.getByText(p.added)).toBeVisible();

    // Buy now: two of product B, by card.
    await page.goto(url(lang, `/product/${b!.id}`));
    await hydrated(page);
    await page.getByRole('button', { name: p.increase }).click();
    await page.getByRole('button', { name: p.buyNow }).click();
    await page.getByRole('button', { name: p.card }).click();
    await expect(page).toHaveURL(new RegExp(`${url(lang, '/checkout')}\\?buy=${b!.id}&qty=2$`));
    await hydrated(page);
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText(b!.name);
    await expect(summary).not.toContainText(a!.name);

    const order = await readOrder(request, await placeBankTransferOrder(page, lang, email(lang)));
    expect(order.items.map((i) => ({ productId: i.productId, quantity: i.quantity }))).toEqual([
      { productId: b!.id, quantity: 2 },
    ]);

    // The cart is as it was: product A, once.
    const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('perfume_cart'))) ?? '[]') as {
      id: number;
      quantity: number;
    }[];
    expect(cart.map((i) => ({ id: i.id, quantity: i.quantity }))).toEqual([{ id: a!.id, quantity: 1 }]);
  });
}
