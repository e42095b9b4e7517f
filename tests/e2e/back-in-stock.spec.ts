// Out of stock is no longer a dead end. On the sold-out /product/9 (the seed's Santal Doré),
// a shopper in each language leaves an address, confirms it on the branded page the e-mailed link
// opens (a POST from its button), the admin sees how many wait, restocks through the product form,
// and each shopper gets exactly one notice in their language, whose link unsubscribes in one click.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { fill, LANGS, url } from '../support/checkout-journey.ts';
import { openColdScriptsHeld } from '../support/cold-page.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { linkIn, mailsTo } from '../support/mail-links.ts';
import { pendingEmails } from '../support/e2e-database.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SOLD_OUT = 9;
/** Where the screens are kept for review. */
const SHOTS = process.env.SHOTS_DIR ?? 'tests/.artifacts/back-in-stock';
const run = Date.now();
const shopperOf = (lang: string) => `waiting-${lang}-${run}@example.com`;
const signIn = adminApiSignIn();
let adminToken = '';

/** The admin's product form (POST with _method=PUT), as the edit screen sends it: only the stock. */
async function setStock(request: APIRequestContext, stock: number): Promise<void> {
  const res = await request.post(`/api/products/${SOLD_OUT}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: { _method: 'PUT', stock: String(stock) },
  });
  expect(res.status()).toBe(200);
}

const noticesTo = async (request: APIRequestContext, email: string) =>
  (await mailsTo(request, email)).filter((m) => m.text.includes('/back-in-stock/unsubscribe#token='));

for (const lang of LANGS) {
  const p = messages[lang].product.backInStock;
  const e = messages[lang].email.backInStockConfirmed;

  test(`${lang}: a sold-out product offers "notify me"; the e-mailed link's page confirms the alert with its button`, async ({
    page,
    request,
  }) => {
    await page.goto(url(lang, `/product/${SOLD_OUT}`));
    const form = page.getByRole('region', { name: p.title });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: p.label }).fill('not-an-address');
    await form.getByRole('button', { name: p.submit }).click();
    await expect(form.getByRole('status')).toHaveText(p.invalid);
    await form.getByRole('textbox', { name: p.label }).fill(shopperOf(lang));
    await form.getByRole('button', { name: p.submit }).click();
    await expect(form.getByRole('status')).toHaveText(p.success);
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `tests/.artifacts/back-in-stock/product-${lang}-${width}.png` });
    }

    const [confirmation] = await mailsTo(request, shopperOf(lang));
    const link = linkIn(confirmation!.text, /\/back-in-stock\/confirm$/);
    expect(link.startsWith(`${url(lang, '/back-in-stock/confirm')}#token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: e.askTitle })).toBeVisible();
    await page.screenshot({ path: `tests/.artifacts/back-in-stock/confirm-${lang}.png` });
    await page.getByRole('button', { name: e.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: e.title })).toBeVisible();
    // the page names the perfume, in the shopper's language
    const { name } = (await (await request.get(`/api/products/${SOLD_OUT}?lang=${lang}`)).json()) as { name: string };
    await expect(page.getByText(fill(e.textNamed, { product: name }))).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/back-in-stock-confirmed-${lang}-${width}.png` });
    }
  });
}

test('nl: the form sent before its script runs: one alert asked, the page stays (no dead click)', async ({
  page,
  request,
}) => {
  const p = messages.nl.product.backInStock;
  const early = `early-${run}@example.com`;
  const held = await openColdScriptsHeld(page, url('nl', `/product/${SOLD_OUT}`));
  const path = new URL(page.url()).pathname;
  const form = page.getByRole('region', { name: p.title });
  await form.getByRole('textbox', { name: p.label }).fill(early);
  await form.getByRole('button', { name: p.submit }).click();
  held.release();
  await expect(form.getByRole('status')).toHaveText(p.success);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await mailsTo(request, early)).toHaveLength(1);
});

test('the admin sees who waits, restocks twice in a row: one notice per shopper, in their language; one click unsubscribes', async ({
  page,
  request,
}) => {
  adminToken = await signIn(page, request);
  const waiting = (await (
    await request.get('/api/admin/back-in-stock', { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as {
    waiting: { product_id: number; count: number }[];
  };
  const count = waiting.waiting.find((w) => w.product_id === SOLD_OUT)?.count ?? 0;
  expect(count).toBeGreaterThanOrEqual(3);
  await page.goto('/dashboard/products');
  const row = page.getByRole('row').filter({ hasText: 'Santal' });
  await expect(row.getByText(fill(messages.fr.admin.backInStock.waitingLabel, { count }))).toBeAttached();
  await expect(row.getByText(fill(messages.fr.admin.backInStock.waiting, { count }))).toBeVisible();
  await row.screenshot({ path: 'tests/.artifacts/back-in-stock/admin-list-row.png' });
  // and on the product's edit screen, under the stock the admin is about to change
  await page.goto(`/dashboard/products/edit/${SOLD_OUT}`);
  await expect(page.getByText(fill(messages.fr.admin.backInStock.waitingLabel, { count }))).toBeVisible();
  await page.screenshot({ path: 'tests/.artifacts/back-in-stock/admin-edit.png' });

  try {
    await setStock(request, 4);
    await setStock(request, 6);
    for (const lang of LANGS) {
      const product = messages[lang].email.backInStock;
      await expect.poll(async () => (await noticesTo(request, shopperOf(lang))).length, { timeout: 20_000 }).toBe(1);
      const [notice] = await noticesTo(request, shopperOf(lang));
      const { name } = (await (await request.get(`/api/products/${SOLD_OUT}?lang=${lang}`)).json()) as { name: string };
      expect(notice!.subject).toBe(fill(product.noticeSubject, { product: name }));
      expect(notice!.text).toContain(`${url(lang, `/product/${SOLD_OUT}`)}`);
    }
    // the sold-out form goes once the live stock says the product is back
    await page.goto(url('en', `/product/${SOLD_OUT}`));
    await expect(page.getByRole('region', { name: messages.en.product.backInStock.title })).toBeHidden();

    // one click on the Dutch notice's unsubscribe link
    const [nlNotice] = await noticesTo(request, shopperOf('nl'));
    await page.goto(linkIn(nlNotice!.text, /\/back-in-stock\/unsubscribe$/));
    await expect(
      page.getByRole('heading', { level: 1, name: messages.nl.email.backInStockUnsubscribed.title }),
    ).toBeVisible();
    const { name: nlName } = (await (await request.get(`/api/products/${SOLD_OUT}?lang=nl`)).json()) as {
      name: string;
    };
    await expect(
      page.getByText(fill(messages.nl.email.backInStockUnsubscribed.textNamed, { product: nlName })),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/back-in-stock-unsubscribed-nl.png` });
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: messages.nl.email.backInStockUnsubscribed.invalidTitle }),
    ).toBeVisible();
    // still exactly one notice each once the mail sender has nothing left to send
    await expect.poll(pendingEmails, { timeout: 30_000 }).toBe(0);
    for (const lang of LANGS) expect(await noticesTo(request, shopperOf(lang))).toHaveLength(1);
  } finally {
    await setStock(request, 0);
  }
});
