// "Select all" in the categories, in fr, en and nl: it says it takes the page, then offers every page
// and takes them.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminPageOpener } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { LANGS, fill, type Lang } from '../support/languages.ts';

const A = (lang: Lang) => messages[lang].admin;
const openAdmin = adminPageOpener();

for (const lang of LANGS) {
  test.describe(`select all (${lang})`, () => {
    test('select all in the categories says it is the page, then offers and takes every page', async ({ page }) => {
      const stamp = `${lang}${Date.now().toString(36)}`;
      const sql = await e2eDatabase();
      await sql`insert into public.categories (name, slug) select 'Sélection ' || ${stamp} || ' ' || g, 'selection-' || ${stamp} || '-' || g from generate_series(1, 12) g`;
      try {
        await openAdmin(page, lang, '/dashboard/categories');
        const total = (await sql<{ n: number }[]>`select count(*)::int as n from public.categories`)[0]!.n;
        await page.getByRole('checkbox', { name: A(lang).selectPages.pageBox, exact: true }).check();
        await expect(page.getByText(fill(A(lang).selectPages.pageSelected, { count: 10 }))).toBeVisible();
        await page.getByRole('button', { name: fill(A(lang).selectPages.selectAll, { count: total }) }).click();
        await expect(page.getByText(fill(A(lang).selectPages.allSelected, { count: total }))).toBeVisible();
        await page.getByRole('button', { name: A(lang).selectPages.clear }).click();
        await expect(page.getByRole('checkbox', { name: A(lang).selectPages.pageBox, exact: true })).not.toBeChecked();
      } finally {
        await sql`delete from public.categories where slug like ${`selection-${stamp}-%`}`;
        await sql.end();
      }
    });
  });
}
