// A bank statement line applied to an order by hand, on the shop as `npm start` serves it, in French,
// English and Dutch: two credits without a communication for one bank-transfer order, the first applied
// at 1280 px (the order partly paid: the toast names what is still due), the second at 390 px (settled,
// no sideways scroll), both then listed as paid "applied by hand"; the shopper's order page (the token
// link) shows what was paid and that nothing is left to pay.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { localizedPath } from '../../src/i18n/routing.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { camt053Statement, euros } from '../support/camt053.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { LANGS, fill, type Lang } from '../support/languages.ts';

const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;
const signIn = adminApiSignIn();
const PART_CENTS = 1000;

test.describe.configure({ timeout: 240_000 });

/** Applies the line of `payer` among the entries of `where` (the import's result, or an import of the history). */
async function applyLine(where: Locator, lang: Lang, payer: string, number: string) {
  const t = A(lang).bankStatements;
  const line = where.getByRole('region', { name: t.reviewTitle }).getByRole('row').filter({ hasText: payer });
  await line.getByLabel(t.apply.orderLabel).fill(number);
  await line.getByRole('button', { name: t.apply.submit }).click();
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a statement line applied to an order by hand, and the shopper’s balance (fr, en, nl; 1280 and 390 px)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  for (const lang of LANGS) {
    const t = A(lang).bankStatements;
    const order = await placeApiOrder(request, { lang, paymentMethod: 'bank-transfer', lastName: 'Relevé' });
    const statement = camt053Statement({
      messageId: `APPLY-${order.id}-${Date.now()}`,
      statementId: `APPLY-${order.id}`,
      entries: [
        { ref: `APPLY-${order.id}-1`, amount: euros(PART_CENTS), debtor: 'Lotte Eerste' },
        { ref: `APPLY-${order.id}-2`, amount: euros(order.totalCents - PART_CENTS), debtor: 'Lotte Tweede' },
      ],
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/bank-statements');
    await page
      .getByLabel(t.fileLabel)
      .setInputFiles({ name: 'releve.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
    await page.getByRole('button', { name: t.import }).click();
    const result = page.getByRole('region', { name: t.resultTitle });
    await expect(result.getByText(fill(t.imported, { paid: 0, review: 2, ignored: 0 }))).toBeVisible(SLOW);

    // the first line at 1280 px: the order partly paid, the toast says what is still due
    await applyLine(result, lang, 'Lotte Eerste', order.number);
    const toasts = page
      .getByRole('status')
      .filter({ hasText: fill(t.apply.done, { number: order.number, balance: '' }).trim() });
    await expect(toasts.last()).toContainText(A(lang).ledger.due.split('{{amount}}')[0]!.trim(), SLOW);
    await page.screenshot({ path: `tests/.artifacts/statement-apply-${lang}-1280.png` });

    // the second at 390 px, from the imports' history (a phone opens the screen anew): settled; both
    // lines are now paid, applied by hand
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const latest = page.getByRole('region', { name: t.historyTitle }).getByRole('listitem').first();
    await latest.getByRole('button', { name: t.showEntries }).click(SLOW);
    await applyLine(latest, lang, 'Lotte Tweede', order.number);
    await expect(toasts.last()).toContainText(A(lang).ledger.settled, SLOW);
    const paid = latest.getByRole('region', { name: t.paidTitle });
    await expect(paid.getByRole('row').filter({ hasText: order.number })).toHaveCount(2);
    await expect(paid.getByText(fill(t.apply.appliedBy, { admin: '' }).trim()).first()).toBeVisible();
    await expect(latest.getByRole('region', { name: t.reviewTitle }).getByText(t.noReview)).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: `tests/.artifacts/statement-apply-${lang}-390.png`, fullPage: true });

    // the shopper's order page: what was paid, nothing left to pay
    const m = messages[lang].thankyou.money;
    await page.goto(`${localizedPath(lang, '/thank-you')}#order=${order.id}&token=${order.token}`);
    const money = page.getByRole('region', { name: m.title });
    await expect(money.getByRole('term').filter({ hasText: m.paid })).toBeVisible(SLOW);
    await expect(money.getByRole('definition').filter({ hasText: m.settled })).toBeVisible();
    // (the page itself may scroll for the test's long made-up e-mail address: the money block does not)
    const box = await money.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `tests/.artifacts/order-page-money-${lang}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `tests/.artifacts/order-page-money-${lang}-1280.png`, fullPage: true });
  }
});
