// Statistics defined once. Every sales figure and chart counts settled orders only
// (paid, shipped, completed) and says so. In fr, en and nl, with pending orders placed this month
// (which the old "orders per month" counted): the statistics screen's monthly orders add up to the
// settled orders of those 12 months counted straight in the database, the settled-orders card equals
// the settled count, and the definition is on the screen and on the dashboard.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';
import { LANGS } from '../support/languages.ts';

const signIn = adminApiSignIn();

async function settledCounts(): Promise<{ lastYear: number; all: number }> {
  const sql = await e2eDatabase();
  const [r] = await sql<{ last_year: number; all: number }[]>`
    select count(*) filter (where created_at >= (date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months') at time zone 'Europe/Brussels')::int as last_year,
           count(*)::int as all
      from public.orders where status in ('paid', 'shipped', 'completed')`;
  await sql.end();
  return { lastYear: r!.last_year, all: r!.all };
}

/** The numbers of the chart's data table (its visually hidden twin, what a screen reader reads). */
async function chartSum(page: Page, title: string): Promise<number> {
  const cells = await page.getByRole('table', { name: title, exact: true }).locator('tbody td').allTextContents();
  expect(cells).toHaveLength(12);
  return cells.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '')), 0);
}

for (const lang of LANGS) {
  test(`statistics count settled orders only, and say so (${lang})`, async ({ page }) => {
    const words = messages[lang].admin.settledStats;
    const sql = await e2eDatabase();
    await seedOrders(sql, { count: 3, status: 'pending', label: `Unpaid${lang}${Date.now()}`, newest: new Date() });
    await seedOrders(sql, { count: 2, status: 'paid', label: `Paid${lang}${Date.now()}`, newest: new Date() });
    await sql.end();
    await signIn(page);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);

    await page.goto('/dashboard/statistics');
    await expect(page.getByText(words.definition)).toBeVisible();
    const expected = await settledCounts();
    expect(await chartSum(page, words.chartOrders)).toBe(expected.lastYear);
    const settledCard = page
      .locator('.figures--cards > div')
      .filter({ has: page.getByText(words.settledOrders, { exact: true }) });
    await expect(settledCard.locator('dd')).toHaveText(new RegExp(`^${expected.all}$`));
    await expect(page.getByRole('heading', { name: words.bestSellers })).toBeVisible();
    await expect(page.getByText(words.bestSellersHint)).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByText(words.definition)).toBeVisible();
    await expect(page.getByText(words.revenue)).toBeVisible();
  });
}
