// The shopper's steps the checkout journeys share (tests/e2e/checkout.spec.ts, payment-outcomes.spec.ts):
// a product to buy, the cart, the shipping step, and the order read back with its token.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ORDER_TOKEN_HEADER } from '../../src/domain/orders/order-link.ts';
import { SAMPLE_POSTCODES } from '../../src/domain/orders/postcode.ts';
import type { ShippingCountry } from '../../src/domain/vocabulary/country.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/domain/vocabulary/language.ts';
import { interpolate } from '../../src/i18n/interpolate.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { ORDER_TOKENS_KEY } from '../../src/islands/thank-you/order-address.ts';
import { outboxPath } from './e2e.ts';
import { unhydratedIslands } from './cold-page.ts';

export const LANGS = LANGUAGES;
export type Lang = Language;
export const url = (lang: Lang, path: string) => (lang === DEFAULT_LANGUAGE ? path : `/${lang}${path}`);
// Placing an order is a function call that may start cold on a busy machine: more than the default wait.
export const PLACEMENT_MS = 30_000;
export const fill = interpolate;

export interface CatalogProduct {
  id: number;
  name: string;
  price_cents: number;
  stock: number;
}

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  postalCode: string;
  city: string;
  country: ShippingCountry;
}

const CAPITALS: Partial<Record<ShippingCountry, string>> = {
  BE: 'Bruxelles',
  FR: 'Paris',
  DE: 'Berlin',
  NL: 'Amsterdam',
  UK: 'London',
};

let run = 0;
/** A shopper shipping to `country`, with a postcode of that country (the checkout checks it). */
export function shopper(lang: Lang, country: ShippingCountry = 'BE'): Shopper {
  run += 1;
  return {
    firstName: 'Anne',
    lastName: 'Peeters',
    email: `anne.${lang}.${Date.now()}.${run}@example.be`,
    address: 'Rue Haute 12',
    postalCode: SAMPLE_POSTCODES[country],
    city: CAPITALS[country] ?? 'Capital',
    country,
  };
}

/** The product with the most stock, so every journey of the run finds one to buy. */
/** The product with the most stock left (other tests buy too), among those `eligible` accepts. */
export async function productToBuy(
  request: APIRequestContext,
  eligible: (p: CatalogProduct) => boolean = () => true,
): Promise<CatalogProduct> {
  const products = ((await (await request.get('/api/products')).json()) as CatalogProduct[]).filter(eligible);
  expect(products.length).toBeGreaterThan(0);
  const best = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  expect(best.stock).toBeGreaterThan(0);
  return best;
}

/** Islands hydrate after load: wait until none is left to hydrate before acting on them. */
export async function hydrated(page: Page) {
  await expect(unhydratedIslands(page)).toHaveCount(0);
}

export async function addToCartAndCheckout(page: Page, lang: Lang, product: CatalogProduct) {
  const p = messages[lang].product.purchase;
  await page.goto(url(lang, `/product/${product.id}`));
  await hydrated(page);
  await page.getByRole('button', { name: p.addToCart, exact: true }).click();
  await expect(page.getByText(p.added)).toBeVisible();
  await page.goto(url(lang, '/cart'));
  await hydrated(page);
  await page.getByRole('link', { name: messages[lang].cart.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`${url(lang, '/checkout')}/?$`));
  await hydrated(page);
}

export async function fillShipping(page: Page, lang: Lang, who: Shopper) {
  const f = messages[lang].checkout.fields;
  await page.getByLabel(f.firstName, { exact: true }).fill(who.firstName);
  await page.getByLabel(f.lastName, { exact: true }).fill(who.lastName);
  await page.getByLabel(f.email, { exact: true }).fill(who.email);
  await page.getByLabel(f.address, { exact: true }).fill(who.address);
  await page.getByLabel(f.postalCode, { exact: true }).fill(who.postalCode);
  await page.getByLabel(f.city, { exact: true }).fill(who.city);
  await page.getByLabel(f.country, { exact: true }).selectOption(who.country);
}

/**
 * The order the thank-you page shows: its id from the address (#order=..), its token from the tab's
 * sessionStorage, where the page keeps it once it took it out of the address (order-address.ts).
 */
export async function orderFromPage(page: Page): Promise<{ id: number; token: string }> {
  const id = Number(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('order'));
  const token = await page.evaluate(
    ([key, orderId]) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>)[orderId] ?? '',
    [ORDER_TOKENS_KEY, String(id)] as const,
  );
  return { id, token };
}

export async function readOrder(request: APIRequestContext, id: number, token: string) {
  const response = await request.get(`/api/checkout/orders/${id}`, { headers: { [ORDER_TOKEN_HEADER]: token } });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      order: { number: string; totalCents: number; status: string; paymentMethod: string; shipping: { email: string } };
    }
  ).order;
}

/** The subjects of the e-mails in the local outbox to this address. */
export async function outboxSubjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/api${outboxPath()}`);
  expect(response.status()).toBe(200);
  const { messages: mails } = (await response.json()) as { messages: { to: string; subject: string }[] };
  return mails.filter((m) => m.to === to).map((m) => m.subject);
}
