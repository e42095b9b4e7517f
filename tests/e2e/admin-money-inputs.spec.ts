// Money typed as a Belgian owner types it. In fr, en and nl:
// - a product's price typed "1 299,90" (space between thousands, decimal comma) is saved as
//   1,299.90 EUR, not 129,990 EUR (the field used to drop the comma), and "129,90" as 129.90 EUR;
// - a shipping zone's rate (labelled EUR) refused in euros, with the page scrolled to the field and the
//   focus in it; "4,90" (kept with its comma in French and Dutch) is then saved as 490 cents.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { LANGS } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const A = (lang: Lang) => messages[lang].admin;
const signIn = adminApiSignIn();

async function openAdmin(page: Page, lang: Lang, path: string): Promise<void> {
  await signIn(page);
  await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto(path);
}

async function one<T>(query: (sql: Awaited<ReturnType<typeof e2eDatabase>>) => Promise<T>): Promise<T> {
  const sql = await e2eDatabase();
  try {
    return await query(sql);
  } finally {
    await sql.end();
  }
}

for (const [i, lang] of LANGS.entries()) {
  test(`a price typed with a decimal comma and spaces is saved as typed (${lang})`, async ({ page }) => {
    const product = await one(
      async (sql) =>
        (
          await sql<
            { id: number; price_cents: number }[]
          >`select id, price_cents from public.products order by id limit 1 offset ${i}`
        )[0]!,
    );
    try {
      for (const [typed, cents] of [
        ['1 299,90', 129_990],
        ['129,90', 12_990],
      ] as const) {
        await openAdmin(page, lang, `/dashboard/products/edit/${product.id}`);
        const price = page.getByLabel(A(lang).productForm.price);
        await price.fill('');
        await price.pressSequentially(typed);
        await expect(price).toHaveValue(typed.replace(/\s/g, '').replace(',', '.'));
        await page.getByRole('button', { name: A(lang).productForm.submitEdit }).click();
        await expect(page).toHaveURL(/\/dashboard\/products$/);
        await expect
          .poll(() =>
            one(
              async (sql) =>
                (
                  await sql<{ price_cents: number }[]>`select price_cents from public.products where id = ${product.id}`
                )[0]!.price_cents,
            ),
          )
          .toBe(cents);
      }
    } finally {
      await one((sql) => sql`update public.products set price_cents = ${product.price_cents} where id = ${product.id}`);
    }
  });

  test(`a shipping rate is refused in euros, at the field, then saved from "4,90" (${lang})`, async ({ page }) => {
    const flatOf = async () =>
      (
        await one(
          (sql) =>
            sql<{ cents: number }[]>`select flat_cents as cents from public.shipping_zones where 'BE' = any(countries)`,
        )
      )[0]!.cents;
    const before = await flatOf();
    const Z = A(lang).shippingZones;
    await page.setViewportSize({ width: 390, height: 700 });
    try {
      await openAdmin(page, lang, '/dashboard/settings');
      // Belgium's zone is the one flat rate of the default zones
      const fee = page.getByLabel(Z.flatPrice, { exact: true });
      await expect(fee).toHaveValue(lang === 'en' ? /^\d+\.\d\d$/ : /^\d+,\d\d$/);
      // a dot alone is no amount: the form refuses it before sending anything
      await fee.fill('.');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: Z.save }).click();
      await expect(fee).toBeFocused();
      await expect(fee).toBeInViewport();
      await expect(fee).toHaveAccessibleDescription(Z.invalidAmount);

      await fee.fill('4,90');
      await expect(fee).toHaveValue(lang === 'en' ? '4.90' : '4,90');
      await page.getByRole('button', { name: Z.save }).click();
      await expect(page.getByText(Z.saved)).toBeVisible();
      expect(await flatOf()).toBe(490);
    } finally {
      await one((sql) => sql`update public.shipping_zones set flat_cents = ${before} where 'BE' = any(countries)`);
    }
  });
}
