// No order access token in any URL path or query the shop builds: the built storefront builds none;
// a shopper's whole journey (a bank transfer, a card declined, paid again, then approved) sends none to
// the server, in a request or a redirect; the e-mails link to the order with it in the fragment only.
// The payment provider's way back works once: used again, it says so in the shopper's language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ORDER_TOKEN_HEADER } from '../../src/domain/orders/order-link.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  addToCartAndCheckout,
  fillShipping,
  orderFromPage,
  PLACEMENT_MS,
  productToBuy,
  shopper,
} from '../support/checkout-journey.ts';
import { E2E_DATA_DIR, expectNoSeriousA11yViolations, outboxPath } from '../support/e2e.ts';

test.describe.configure({ timeout: 180_000 });

const m = messages.en.checkout;
const ty = messages.en.thankyou;

/** Every URL the browser asks the server for, and every redirect the server answers with. */
function recordUrls(page: Page): { urls: string[]; orderReads: { url: string; token: string | undefined }[] } {
  const seen = { urls: [] as string[], orderReads: [] as { url: string; token: string | undefined }[] };
  page.on('request', (req) => {
    seen.urls.push(req.url());
    if (req.url().includes('/api/checkout/orders/'))
      seen.orderReads.push({ url: req.url(), token: req.headers()[ORDER_TOKEN_HEADER.toLowerCase()] });
  });
  page.on('response', (res) => {
    const location = res.headers()['location'];
    if (location) seen.urls.push(new URL(location, res.url()).href);
  });
  return seen;
}

/** The part of a URL a server receives and logs: path and query, never the fragment. */
const sentToServer = (href: string) => {
  const url = new URL(href);
  return decodeURIComponent(`${url.pathname}${url.search}`);
};

test('the built storefront builds no order token into a URL query', () => {
  const siteDir = path.join(E2E_DATA_DIR, 'site');
  const files = readdirSync(siteDir, { recursive: true, withFileTypes: true }).filter(
    (f) => f.isFile() && /\.(html|m?js)$/.test(f.name),
  );
  expect(files.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(file.parentPath, file.name), 'utf8');
    // the shapes a token in an address takes: ?token= / &token= (order pages, the API), &access= (old return URLs)
    for (const hit of text.match(/.{0,60}[?&](token|access)=.{0,40}/g) ?? [])
      found.push(`${path.relative(siteDir, path.join(file.parentPath, file.name))}: ${hit}`);
  }
  expect(found).toEqual([]);
});

test('en: a bank transfer and a card paid after a decline: the token goes in the fragment and a header, never in a URL sent to the server', async ({
  page,
  request,
  browser,
}) => {
  const seen = recordUrls(page);
  const email = shopper('en').email;
  const product = await productToBuy(request);

  // a bank transfer: straight to the order's page
  await addToCartAndCheckout(page, 'en', product);
  await fillShipping(page, 'en', { ...shopper('en'), email });
  await page.getByRole('button', { name: m.actions.continue }).click();
  await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
  await page.getByRole('button', { name: m.actions.placeOrder }).click();
  await expect(page.getByRole('region', { name: ty.bank.title })).toBeVisible({ timeout: PLACEMENT_MS });
  // read from the fragment, then out of the address bar; a reload still shows the order
  await expect(page).toHaveURL(/\/en\/thank-you\/?#order=\d+$/);
  const { token: bankToken } = await orderFromPage(page);
  expect(bankToken).toMatch(/^[\w-]{43}$/);
  await page.reload();
  await expect(page.getByRole('region', { name: ty.bank.title })).toBeVisible();

  // a card: declined on the provider's page, paid on the second try
  await addToCartAndCheckout(page, 'en', product);
  await fillShipping(page, 'en', { ...shopper('en'), email });
  await page.getByRole('button', { name: m.actions.continue }).click();
  await page.getByRole('radio', { name: m.payment.card.label }).check();
  await page.getByRole('button', { name: m.actions.payByCard }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\//, { timeout: PLACEMENT_MS });
  await page.getByRole('button', { name: m.testGateway.decline }).click();
  await expect(page.getByRole('heading', { level: 1, name: ty.failed.declinedTitle })).toBeVisible({
    timeout: PLACEMENT_MS,
  });
  await expect(page).toHaveURL(/\/en\/thank-you\/?#order=\d+&payment=declined$/);
  const { token: cardToken } = await orderFromPage(page);
  expect(cardToken).toMatch(/^[\w-]{43}$/);
  expect(cardToken).not.toBe(bankToken);
  await page.getByRole('button', { name: ty.failed.retry }).click();
  await expect(page).toHaveURL(/\/api\/test-gateway\//, { timeout: PLACEMENT_MS });
  await page.getByRole('button', { name: m.testGateway.approve }).click();
  await expect(page.getByRole('status').filter({ hasText: ty.payment.paid })).toBeVisible({ timeout: 30_000 });

  const tokens = [bankToken, cardToken];
  const returns = seen.urls.filter((u) => new URL(u).pathname === '/api/payments/return');
  expect(returns.length).toBeGreaterThanOrEqual(2);
  expect(seen.orderReads.length).toBeGreaterThan(0);
  for (const read of seen.orderReads) expect(tokens, read.url).toContain(read.token);

  // the e-mails: the order's link holds the token in its fragment only
  type Mail = { to: string; text: string; html: string };
  const mailsTo = async (): Promise<Mail[]> =>
    ((await (await request.get(`/api${outboxPath()}`)).json()) as { messages: Mail[] }).messages.filter(
      (mail) => mail.to === email,
    );
  // confirmation and transfer instructions of the first order, confirmation of the paid card order
  await expect.poll(async () => (await mailsTo()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  const mails = await mailsTo();
  const mailUrls = mails
    .flatMap((mail) => `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [])
    .map((u) => u.replace(/&amp;/g, '&'));
  for (const token of tokens)
    expect(mailUrls.some((u) => new URLSearchParams(new URL(u).hash.slice(1)).get('token') === token)).toBe(true);

  for (const url of [...seen.urls, ...mailUrls, page.url()])
    for (const token of tokens) expect(sentToServer(url), url).not.toContain(token);

  // the provider's way back, used again in another browser (a log, a forwarded link): it says so
  const otherBrowser = await browser.newContext();
  const elsewhere = await otherBrowser.newPage();
  await elsewhere.goto(returns.at(-1)!);
  await expect(elsewhere.getByRole('heading', { level: 1, name: ty.errors.linkTitle })).toBeVisible();
  await expect(elsewhere.getByText(ty.errors.linkUsed)).toBeVisible();
  await expect(elsewhere.getByText(ty.status.paid, { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(elsewhere);
  await otherBrowser.close();
  // in the tab that holds the order, the same address still shows the order
  await page.goto(returns.at(-1)!);
  // the order's status (the payments block below names its "Paid" amount too)
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${ty.status.paid}$`) })).toBeVisible();
});
