// The back-office's smaller fixes, in fr, en and nl:
// - at 390 px the statistics page does not scroll sideways and its chart opens on the months with data;
// - a statement line "to review" shows its reason on a phone and links to its order (or a search for it);
// - a statement the parser refuses is explained in the admin's language, with the value it could not read;
// - the Dutch "Nieuwsbriefabonnees" tab is never cut off (390 and 1280 px);
// - at 1280 px a Kanban card shows the shopper's whole name;
// - deleting a paid, invoiced order has its own dialog; re-sending the confirmation asks first;
// - the transfer's stock hold is asked in days and hours.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { camt053Statement } from '../support/camt053.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';

const LANGS = ['fr', 'en', 'nl'] as const;
type Lang = (typeof LANGS)[number];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
const signIn = adminApiSignIn();
// a valid communication no order has: the line is left to review
const UNKNOWN = orderStructuredCommunication(987_654_321);

test.describe.configure({ timeout: 180_000 });

async function open(page: Page, lang: Lang, path: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto(path);
  await expect(page.locator('.spinner').first()).toHaveCount(0, SLOW);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, 'page scroll width').toBeLessThanOrEqual(inner);
}

/** The element's text is all shown: nothing cut off inside it. */
async function expectNotCut(element: Locator): Promise<void> {
  const { scroll, client } = await element.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  expect(scroll, 'cut off').toBeLessThanOrEqual(client);
}

/** The element is on the screen's width (reached without scrolling sideways). */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

const statement = (id: string, entries: Parameters<typeof camt053Statement>[0]['entries']) =>
  camt053Statement({ messageId: `SMALL-${id}`, statementId: `SMALL-${id}`, entries });

async function upload(page: Page, lang: Lang, xml: string): Promise<void> {
  const t = A(lang).bankStatements;
  await page
    .getByLabel(t.fileLabel)
    .setInputFiles({ name: 'releve.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.getByRole('button', { name: t.import }).click();
}

test('on a phone: statistics on the months with data, statement lines to review and refused files', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const sql = await e2eDatabase();
  await seedOrders(sql, { count: 1, status: 'paid', label: `Stats${Date.now()}`, newest: new Date() });
  await sql.end();
  await signIn(page);
  await page.goto('/dashboard');
  for (const lang of LANGS) {
    const t = A(lang).bankStatements;
    await open(page, lang, '/dashboard/statistics');
    await expect(page.getByRole('table', { name: A(lang).settledStats.chartOrders, exact: true })).toBeAttached();
    await expectNoSidewaysScroll(page);
    // this month has a settled order: its bar (the last) is inside the chart's visible part
    const bars = page.locator('.chart__bars').first();
    const [area, last] = [(await bars.boundingBox())!, (await bars.locator('.chart__col').last().boundingBox())!];
    expect(last.x).toBeGreaterThanOrEqual(area.x - 0.5);
    expect(last.x + last.width).toBeLessThanOrEqual(area.x + area.width + 0.5);

    await open(page, lang, '/dashboard/bank-statements');
    const stamp = `${lang}${Date.now()}`;
    await upload(page, lang, statement(stamp, [{ ref: `R-${stamp}`, amount: '31.40', communication: UNKNOWN }]));
    const review = page.getByRole('region', { name: t.resultTitle }).getByRole('region', { name: t.reviewTitle });
    const reason = review.getByText(fill(t.reasons.unknown_communication, { communication: UNKNOWN }));
    await expect(reason).toBeVisible(SLOW);
    await expectWithinWidth(page, reason);
    const action = review.getByRole('link', { name: fill(t.searchOrder, { communication: UNKNOWN }) });
    await expectWithinWidth(page, action);
    await expect(action).toHaveAttribute('href', `/dashboard/orders?search=${encodeURIComponent(UNKNOWN)}`);
    await expectNoSidewaysScroll(page);

    // the parser's refusal in the admin's words, with the value it could not read
    const bad = statement(`bad-${stamp}`, [{ ref: 'B-1', amount: '12,50' }]);
    await upload(page, lang, bad);
    await expect(
      page.getByText(
        fill(t.problems.amount_unreadableInEntry, { statement: `SMALL-bad-${stamp}`, entry: 1, value: '12,50' }),
      ),
    ).toBeVisible(SLOW);
    if (lang !== 'fr') await expect(page.getByText(/illisible/)).toHaveCount(0);
  }
});

test('the Dutch tab, Kanban names, the delete and e-mail questions, the hold in days (390 and 1280 px)', async ({
  page,
}) => {
  const sql = await e2eDatabase();
  const label = `Vandermeulen-Schoonbroodt${Date.now()}`;
  const {
    ids: [id],
  } = await seedOrders(sql, { count: 1, status: 'paid', label, newest: new Date() });
  await sql.end();
  const name = `Seed ${label}-1`;
  await signIn(page);
  await page.goto('/dashboard');
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await open(page, 'nl', '/dashboard/inbox');
    // the tab holds its word, and the row holds the tab (at 390 px it ran past the screen's edge)
    await expectNotCut(page.getByRole('tab', { name: A('nl').inbox.subscribersTab }));
    await expectNotCut(page.getByRole('tablist', { name: A('nl').inbox.tabsLabel }));
    await expectWithinWidth(page, page.getByRole('tab', { name: A('nl').inbox.subscribersTab }));
  }
  for (const lang of LANGS) {
    const t = A(lang);
    await open(page, lang, '/dashboard/orders/kanban');
    await expectNotCut(page.locator('.kcard__name', { hasText: name }));

    await open(page, lang, `/dashboard/orders?search=${encodeURIComponent(label)}`);
    await page.getByRole('button', { name: fill(t.orders.deleteLabel, { id: id! }) }).click();
    const remove = page.getByRole('dialog', { name: t.orders.confirmDeleteInvoicedTitle });
    await expect(remove).toContainText(`ML-${String(id).padStart(6, '0')}`);
    await remove.getByRole('button', { name: t.common.cancel }).click();
    await page
      .getByRole('table')
      .getByRole('button', { name: fill(t.orders.toggleDetails, { id: id! }) })
      .click();
    await page.getByRole('button', { name: t.orders.sendEmail }).click();
    const resend = page.getByRole('dialog', { name: fill(t.orders.resendTitle, { id: id! }) });
    await expect(resend).toContainText(`seed.1@example.be`);
    await resend.getByRole('button', { name: t.common.cancel }).click();
    await expect(resend).toBeHidden();

    await open(page, lang, '/dashboard/settings');
    const days = page.getByRole('textbox', { name: `${t.settings.holdBank} (${t.settings.days})` });
    await expect(days).toHaveValue(/^\d+$/);
    await expect(page.getByRole('textbox', { name: `${t.settings.holdBank} (${t.settings.hours})` })).toBeVisible();
  }
});
