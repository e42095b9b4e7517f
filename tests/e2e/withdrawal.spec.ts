// The EU withdrawal function and its return, in real Chromium, in fr, en and nl: on a 390 px phone the
// shopper, on the order page (which links to it too), follows the footer's "withdraw from the contract here" link, gives the order number, e-mail
// and name, confirms in the second step (the form never scrolls sideways, every action can be reached),
// and gets the acknowledgement e-mail with the date and time; then at 1280 px the owner finds the return
// in the back-office's returns and refunds it from there (the order's ledger, credit note). axe finds no
// serious violation on the form's second step (390 px) and on the returns (1280 and 390 px).
// The owner's other answers: a return refused with a reason (required; e-mailed to the shopper), and an
// order's withdrawal period extended from its details.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney, localeOf } from '../../src/i18n/locale.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { fill, LANGS, url } from '../support/checkout-journey.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { mailsTo } from '../support/mail-links.ts';

test.describe.configure({ timeout: 300_000 });
const signIn = adminApiSignIn();
const SLOW = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };

/** A bank-transfer order in `lang`, paid by hand in the back-office: its id, number, total and e-mail. */
async function paidOrder(request: APIRequestContext, lang: string, token: string) {
  const products = (await (await request.get('/api/products')).json()) as { id: number; stock: number }[];
  const product = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  const email = `withdraw.${lang}.${Date.now()}@example.be`;
  const res = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Lou',
        lastName: `Retour${lang}`,
        email,
        address: 'Rue Haute 1',
        city: 'Bruxelles',
        postalCode: '1000',
        country: 'BE',
      },
      paymentMethod: 'bank-transfer',
      language: lang,
    },
  });
  expect(res.status()).toBe(201);
  const { order, accessToken } = (await res.json()) as {
    order: { id: number; number: string; totalCents: number };
    accessToken: string;
  };
  const paid = await request.post(`/api/orders/${order.id}/payments`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      amount_cents: order.totalCents,
      method: 'bank_transfer',
      received_on: new Date().toISOString().slice(0, 10),
    },
  });
  expect(paid.status()).toBe(201);
  return { ...order, email, accessToken };
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test('withdraw from the footer with the order number, then the owner refunds the return', async ({ page, request }) => {
  const token = await signIn(page, request);
  for (const lang of LANGS) {
    const W = messages[lang].withdrawal;
    const A = messages[lang].admin;
    const order = await paidOrder(request, lang, token);
    const name = `Lou Retour${lang}`;

    // the shopper, on a phone: the footer's link, then the two steps
    await page.setViewportSize(PHONE);
    // from the shopper's order page: it links to the function too, with the order's number filled in
    await page.goto(`${url(lang, '/thank-you')}#order=${order.id}&token=${order.accessToken}`);
    const fromOrder = page.getByRole('main').getByRole('link', { name: messages[lang].thankyou.actions.withdraw });
    await expect(fromOrder).toHaveAttribute('href', `${url(lang, '/withdrawal')}?order=${order.number}`, SLOW);
    await page.getByRole('contentinfo').getByRole('link', { name: messages[lang].common.footer.withdraw }).click();
    await page.getByLabel(W.form.name).fill(name, SLOW);
    await page.getByLabel(W.form.email).fill(order.email);
    await page.getByLabel(W.form.orderNumber).fill(order.number);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: W.form.next }).click();
    const confirm = page.getByRole('button', { name: W.review.confirm });
    await expect(confirm).toBeVisible(SLOW);
    await expect(page.getByText(W.review.periodNotStarted)).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `tests/.artifacts/withdrawal/review-390-${lang}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await confirm.click();
    await expect(page.getByRole('heading', { name: W.done.title })).toBeVisible(SLOW);
    await expect(page.getByText(fill(W.done.email, { email: order.email }))).toBeVisible();
    await noSidewaysScroll(page);

    // the acknowledgement: its content, and the date and time of receipt (Brussels)
    const subject = fill(messages[lang].email.withdrawal.subject, { number: order.number });
    await expect
      .poll(async () => (await mailsTo(request, order.email)).find((m) => m.subject === subject)?.text ?? '', SLOW)
      .toMatch(new RegExp(`${order.number}.*\\d{1,2}[:.h]\\d{2}`));

    // the owner, at 1280 px: the return in the returns list, refunded from there
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/returns');
    await page.evaluate((l) => localStorage.setItem('admin_language', l), lang);
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: order.number });
    await expect(card.getByText(A.returns.status.awaiting_goods, { exact: true })).toBeVisible(SLOW);
    const amount = formatMoney(order.totalCents, lang);
    await card.getByRole('button', { name: fill(A.returns.refund, { amount }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(A.returns.confirmTitle, { number: order.number }) });
    await dialog.getByRole('button', { name: fill(A.returns.refund, { amount }) }).click();
    await expect(card.getByText(A.returns.status.refunded, { exact: true })).toBeVisible(SLOW);
    await page.screenshot({ path: `tests/.artifacts/withdrawal/returns-1280-${lang}.png` });
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `tests/.artifacts/withdrawal/returns-390-${lang}.png` });
    await expectNoSeriousA11yViolations(page);
  }
});

test("the owner refuses a return with a reason, and extends an order's withdrawal period", async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  const until = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  for (const lang of LANGS) {
    const A = messages[lang].admin;
    const order = await paidOrder(request, lang, token);
    const withdrawn = await request.post('/api/withdrawals', {
      data: { order_number: order.number, email: order.email, name: `Lou Retour${lang}`, language: lang },
    });
    expect(withdrawn.status()).toBe(201);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/returns');
    await page.evaluate((l) => localStorage.setItem('admin_language', l), lang);
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: order.number });
    await card.getByRole('button', { name: A.returns.refuse }).click(SLOW);
    const dialog = page.getByRole('dialog', { name: fill(A.returns.refuseTitle, { number: order.number }) });
    // the reason is required: the shopper receives it
    await dialog.getByRole('button', { name: A.returns.refuseConfirm }).click();
    await expect(dialog.getByText(A.returns.refuseReasonMissing)).toBeVisible();
    const reason = `Scellé ouvert ${lang}`;
    await dialog.getByLabel(A.returns.refuseReason).fill(reason);
    await dialog.getByRole('button', { name: A.returns.refuseConfirm }).click();
    await expect(card.getByText(A.returns.status.refused, { exact: true })).toBeVisible(SLOW);
    await expect(card.getByText(fill(A.returns.refusedReason, { reason }))).toBeVisible();
    await expect(card.getByRole('button', { name: A.returns.refuse })).toHaveCount(0);
    await expect(
      card.getByRole('button', { name: fill(A.returns.refund, { amount: formatMoney(order.totalCents, lang) }) }),
    ).toHaveCount(0);
    await page.screenshot({ path: `tests/.artifacts/withdrawal/refused-1280-${lang}.png` });
    await expectNoSeriousA11yViolations(page);
    const subject = fill(messages[lang].email.withdrawal.refusedSubject, { number: order.number });
    await expect
      .poll(async () => (await mailsTo(request, order.email, 2)).find((m) => m.subject === subject)?.text ?? '', SLOW)
      .toContain(reason);

    // the order's details: its withdrawal period, extended
    await page.goto('/dashboard/orders');
    // the table's row (the page also lists the order in its by-status region)
    await page
      .getByRole('row')
      .getByRole('button', { name: fill(A.orders.toggleDetails, { id: order.id }) })
      .click(SLOW);
    await page.getByLabel(A.returns.period.openUntil).fill(until, SLOW);
    await page.getByRole('button', { name: A.returns.period.extend, exact: true }).click();
    // the back-office's long date (src/admin/logic/format.ts, which the test cannot import: JSON messages)
    const longDate = new Intl.DateTimeFormat(localeOf(lang), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Brussels',
    }).format(new Date(`${until}T00:00:00Z`));
    // not shipped yet: the period has not started, the owner's day is the least the shopper gets
    const open = fill(A.returns.period.extended, { date: longDate });
    await expect(page.getByText(open, { exact: false })).toBeVisible(SLOW);
    await expect(page.getByRole('button', { name: A.returns.period.remove })).toBeVisible();
    await page.getByText(open).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/.artifacts/withdrawal/period-1280-${lang}.png` });
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `tests/.artifacts/withdrawal/period-390-${lang}.png` });
    await expectNoSeriousA11yViolations(page);
  }
});
