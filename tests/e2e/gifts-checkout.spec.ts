// Gift wrap, a gift message and free samples, as the owner sets them and a shopper uses them, in fr, en
// and nl at 390 and 1280 px: the owner offers gift wrap (4,50 €) and two perfumes as samples (at most
// 2); the shopper ticks the wrap (the summary adds it), writes a message (its count follows), picks two
// samples by keyboard (a third is then disabled), places the order, finds it all on the order page, and
// the owner sees it in the order's details and, once paid, on the order's card in "to pack". axe: no serious or critical violation with the section open.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  addToCartAndCheckout,
  fill,
  fillShipping,
  LANGS,
  PLACEMENT_MS,
  productToBuy,
  shopper,
  url,
} from '../support/checkout-journey.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { orderNumber } from '../../src/domain/orders/order-number.ts';

test.describe.configure({ timeout: 300_000 });
const signIn = adminApiSignIn();
const SLOW = { timeout: 30_000 };
const SHOTS = 'tests/.artifacts/gifts';
const MESSAGE = 'Pour tes trente ans, avec tout mon amour.';

async function putSettings(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.put('/api/admin/settings', { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
}

async function offerAsSample(request: APIRequestContext, token: string, id: number, offered: boolean) {
  const res = await request.post(`/api/products/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { offered_as_sample: offered ? '1' : '0' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('gift wrap, a message and two samples at checkout, on the order page and in the admin (fr/en/nl, 390 and 1280 px)', async ({
  page,
  request,
}) => {
  const token = await signIn(page);
  const products = (await (await request.get('/api/products')).json()) as { id: number }[];
  const samples = products.slice(0, 3).map((p) => p.id);
  await putSettings(request, token, {
    gift_wrap_enabled: true,
    gift_wrap_price_cents: 450,
    gift_message_max_length: 300,
    samples_enabled: true,
    samples_max: 2,
  });
  for (const id of samples) await offerAsSample(request, token, id, true);
  try {
    for (const [i, lang] of LANGS.entries()) {
      const m = messages[lang].checkout;
      const g = m.gift;
      const width = i === 1 ? 1280 : 390;
      await page.setViewportSize({ width, height: 900 });
      await addToCartAndCheckout(page, lang, await productToBuy(request));
      await fillShipping(page, lang, shopper(lang));
      await page.getByRole('button', { name: m.actions.continue }).click();

      const section = page.getByRole('group', { name: g.legend });
      await expect(section).toBeVisible(SLOW);
      const wrap = section.getByRole('checkbox', { name: new RegExp(g.wrap.split('(')[0]!.trim()) });
      await expect(wrap).toBeVisible();
      await wrap.check();
      // the summary adds the wrap, priced by the server
      const summary = page.getByRole('region', { name: m.summary.title });
      await expect(summary.getByText(m.summary.giftWrap, { exact: true })).toBeVisible(SLOW);
      await expect(summary.locator('.totals__row', { hasText: m.summary.giftWrap })).toContainText('4');

      const message = section.getByLabel(g.message, { exact: true });
      await message.fill(MESSAGE);
      await expect(section.getByText(fill(g.messageCount, { count: MESSAGE.length, max: 300 }))).toBeVisible();

      // two samples by keyboard; the third is then disabled
      const chooser = section.getByRole('group', { name: fill(g.samplesLegend, { max: 2 }) });
      const boxes = chooser.getByRole('checkbox');
      await expect(boxes).toHaveCount(3);
      await boxes.nth(0).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(boxes.nth(0)).toBeChecked();
      await expect(boxes.nth(1)).toBeChecked();
      await expect(boxes.nth(2)).toBeDisabled();
      await expect(chooser.getByText(fill(g.samplesCount, { count: 2, max: 2 }))).toBeVisible();
      const chosen = [await boxes.nth(0).getAttribute('id'), await boxes.nth(1).getAttribute('id')];
      const names = await Promise.all(chosen.map((id) => page.locator(`label[for="${id}"]`).innerText()));

      await expectNoSeriousA11yViolations(page);
      for (const w of [390, 1280]) {
        await page.setViewportSize({ width: w, height: 900 });
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/checkout-gift-${lang}-${w}.png`, fullPage: true });
      }
      await page.setViewportSize({ width, height: 900 });

      await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
      await page.getByRole('button', { name: m.actions.placeOrder }).click();
      await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
      const t = messages[lang].thankyou.gift;
      const gift = page.getByRole('region', { name: t.title });
      await expect(gift).toBeVisible(SLOW);
      await expect(gift).toContainText(MESSAGE);
      for (const name of names) await expect(gift).toContainText(name);
      await page.screenshot({ path: `${SHOTS}/order-page-gift-${lang}-${width}.png`, fullPage: true });
      const id = Number(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('order'));

      // the owner's view of the order, in the admin's language
      const A = messages[lang].admin;
      await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
      await page.goto('/dashboard/orders');
      await page.getByLabel(A.orders.searchLabel, { exact: true }).fill(String(id));
      const toggleName = fill(A.orders.toggleDetails, { id });
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: toggleName }) });
      await row.getByRole('button', { name: toggleName }).click();
      const details = page.locator(`#order-${id}-details`);
      await expect(details.getByText(A.orders.gift.heading, { exact: true })).toBeVisible(SLOW);
      await expect(details).toContainText(MESSAGE);
      await expect(details).toContainText(names.join(', '));
      await expect(details).toContainText(A.orders.breakdown.giftWrap);
      await details.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-order-gift-${lang}-${width}.png`, fullPage: true });

      // once paid, the packer's card says what to add besides the lines
      const owner = { authorization: `Bearer ${token}` };
      const due = (await (await request.get(`/api/orders/${id}`, { headers: owner })).json()) as {
        balance_due_cents: number;
      };
      const paid = await request.post(`/api/orders/${id}/payments`, {
        headers: owner,
        data: {
          amount_cents: due.balance_due_cents,
          method: 'bank_transfer',
          received_on: new Date().toISOString().slice(0, 10),
        },
      });
      expect(paid.status(), await paid.text()).toBe(201);
      await page.goto('/dashboard/orders/to-pack');
      const card = page.getByRole('listitem', { name: fill(A.toPack.orderLabel, { number: orderNumber(id) }) });
      await expect(card.getByText(A.toPack.giftWrap, { exact: true })).toBeVisible(SLOW);
      await expect(card).toContainText(MESSAGE);
      await expect(card).toContainText(names.join(', '));
      await card.screenshot({ path: `${SHOTS}/to-pack-gift-${lang}-${width}.png` });
    }
  } finally {
    // the other journeys find the shop as it was
    await putSettings(request, token, { gift_wrap_enabled: false, samples_enabled: false });
    for (const id of samples) await offerAsSample(request, token, id, false);
  }
});
