// No unpaid parcel. In real Chromium, in the admin's three languages, an unpaid
// bank-transfer order (100,00 EUR due, made straight in the database):
// - in the orders table, choosing "shipped" asks first, naming the amount due; "cancel" leaves it
//   pending (in the row and on the server); choosing "completed" and confirming moves it, and its
//   history says it was confirmed with the amount still due;
// - on the Kanban board, a card dropped on "shipped" asks the same; confirmed, it lands there;
// - a paid order moves to shipped without that question (the tracking number it asks next is skipped).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';
import { formatMoney } from '../../src/i18n/locale.ts';
import { LANGS, fill } from '../support/languages.ts';
import { skipTracking } from '../support/shipment-prompt.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;
test.describe.configure({ timeout: 120_000 });

const signIn = adminApiSignIn();
let token = '';

async function open(page: Page, request: APIRequestContext, lang: Lang, path: string): Promise<void> {
  token = await signIn(page, request);
  await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto(path);
}

async function seed(status: 'pending' | 'paid', label: string, count = 1): Promise<number[]> {
  const sql = await e2eDatabase();
  try {
    return (await seedOrders(sql, { count, status, label, newest: new Date() })).ids;
  } finally {
    await sql.end();
  }
}

async function serverStatus(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

/** Drops a Kanban card (pressed on its customer's name) on a column, as admin-backoffice.spec.ts does. */
async function dragTo(page: Page, name: string, target: ReturnType<Page['getByRole']>): Promise<void> {
  const text = page.getByText(name, { exact: true });
  await text.scrollIntoViewIfNeeded();
  const body = (await text.boundingBox())!;
  const area = (await target.boundingBox())!;
  const [x, y] = [body.x + body.width / 2, body.y + body.height / 2];
  const dropY = Math.min(Math.max(y, area.y + 24), area.y + area.height - 24, page.viewportSize()!.height - 8);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 4, { steps: 4 });
  await page.mouse.move(area.x + area.width / 2, dropY, { steps: 12 });
  await page.mouse.up();
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    test('the table asks before an unpaid order ships, naming the amount due; cancel keeps it, confirm moves it and the history says so', async ({
      page,
      request,
    }) => {
      const t = A(lang);
      const label = `Unpaid${lang}${Date.now()}`;
      const [id] = (await seed('pending', label)) as [number];
      await open(page, request, lang, '/dashboard/orders');
      await page.getByRole('searchbox', { name: t.orders.searchLabel }).fill(label);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: fill(t.orders.toggleDetails, { id }) }) });
      const status = row.getByRole('combobox', { name: fill(t.orders.statusOf, { id }) });
      await expect(status).toHaveValue('pending', SLOW);

      await status.selectOption('shipped');
      const dialog = page.getByRole('dialog', { name: fill(t.unpaidGuard.title, { id }) });
      await expect(dialog).toBeVisible();
      const amount = formatMoney(10_000, lang);
      await expect(dialog).toContainText(fill(t.unpaidGuard.message, { id, amount, label: t.status.shipped }));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `test-results/unpaid-parcel-${lang}-390.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `test-results/unpaid-parcel-${lang}-1280.png` });
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: messages[lang].admin.common.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(status).toHaveValue('pending');
      expect(await serverStatus(request, id)).toBe('pending');

      await status.selectOption('completed');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: fill(t.unpaidGuard.confirm, { label: t.status.completed }) })
        .click();
      await expect(page.getByText(fill(t.orders.statusUpdated, { id, label: t.status.completed }))).toBeVisible(SLOW);
      await expect(status).toHaveValue('completed');
      expect(await serverStatus(request, id)).toBe('completed');
      await row.getByRole('button', { name: fill(t.orders.toggleDetails, { id }) }).click();
      await expect(
        page.locator(`#order-${id}-details`).getByText(fill(t.unpaidGuard.historyNote, { amount }), { exact: false }),
      ).toBeVisible(SLOW);
    });

    test('the Kanban asks before an unpaid card lands in "shipped"; a paid one moves without a question', async ({
      page,
      request,
    }) => {
      const t = A(lang);
      const label = `Board${lang}${Date.now()}`;
      const [unpaid] = (await seed('pending', label)) as [number];
      const paidLabel = `${label}Paid`;
      const [paid] = (await seed('paid', paidLabel)) as [number];
      await page.setViewportSize({ width: 1400, height: 900 });
      await open(page, request, lang, '/dashboard/orders/kanban');
      const column = (s: 'shipped') => page.getByRole('region', { name: t.status[s], exact: true });
      const card = (s: 'shipped', id: number) =>
        column(s)
          .getByRole('listitem')
          .filter({ has: page.getByText(`#${id}`, { exact: true }) });
      await expect(page.getByText(`Seed ${label}-1`, { exact: true })).toBeVisible(SLOW);

      await dragTo(page, `Seed ${label}-1`, column('shipped'));
      const dialog = page.getByRole('dialog', { name: fill(t.unpaidGuard.title, { id: unpaid }) });
      await expect(dialog).toContainText(formatMoney(10_000, lang));
      await dialog.getByRole('button', { name: fill(t.unpaidGuard.confirm, { label: t.status.shipped }) }).click();
      await skipTracking(page, lang);
      await expect(page.getByText(fill(t.orders.statusUpdated, { id: unpaid, label: t.status.shipped }))).toBeVisible(
        SLOW,
      );
      await expect(card('shipped', unpaid)).toBeVisible();
      expect(await serverStatus(request, unpaid)).toBe('shipped');

      await dragTo(page, `Seed ${paidLabel}-1`, column('shipped'));
      await expect(page.getByRole('dialog', { name: fill(t.unpaidGuard.title, { id: paid }) })).toHaveCount(0);
      await skipTracking(page, lang);
      await expect(page.getByText(fill(t.orders.statusUpdated, { id: paid, label: t.status.shipped }))).toBeVisible(
        SLOW,
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await serverStatus(request, paid)).toBe('shipped');
    });
  });
}
