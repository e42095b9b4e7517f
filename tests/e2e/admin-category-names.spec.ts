// Category names in the back-office: the admin's lists show a category under its name in the admin's
// language (fr, en, nl): the products list's category column and its search, the categories list and its
// search, the product form's category choice. A seeded family without its own translation shows the
// shop's words for it (Boisé, Woody, Houtig), as the storefront does. Before, every list said the French name.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { LANGS } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const signIn = adminApiSignIn();

/** A category named in the three languages with one product in it, made straight in the database. */
async function seedCategory(stamp: string): Promise<{
  names: Record<Lang, string>;
  product: { id: number; name: string };
  woody: string;
  drop: () => Promise<void>;
}> {
  const names = { fr: `Cuir ${stamp}`, en: `Leather ${stamp}`, nl: `Leder ${stamp}` };
  const sql = await e2eDatabase();
  const [category] = await sql<{ id: number }[]>`
    insert into public.categories (name, name_en, name_nl, slug) values (${names.fr}, ${names.en}, ${names.nl}, ${`cuir-${stamp.toLowerCase()}`}) returning id`;
  const name = `Extrait ${stamp}`;
  const [product] = await sql<{ id: number }[]>`
    insert into public.products (category_id, name_fr, description_fr, size_ml, gender, price_cents, stock)
    values (${category!.id}, ${name}, 'Un extrait de test.', 50, 'unisex', 12990, 3) returning id`;
  const [woody] = await sql<{ name: string }[]>`
    select p.name_fr as name from public.products p join public.categories c on c.id = p.category_id where c.slug = 'woody' order by p.id limit 1`;
  await sql.end();
  const drop = async () => {
    const db = await e2eDatabase();
    await db`delete from public.products where id = ${product!.id}`;
    await db`delete from public.categories where id = ${category!.id}`;
    await db.end();
  };
  return { names, product: { id: Number(product!.id), name }, woody: woody!.name, drop };
}

async function productRow(page: Page, lang: Lang, search: string) {
  await page.getByRole('searchbox', { name: messages[lang].admin.products.searchLabel }).fill(search);
  return page.locator('tbody tr');
}

for (const lang of LANGS) {
  test(`the admin's lists and forms name categories in the admin's language (${lang})`, async ({ page }) => {
    const A = messages[lang].admin;
    const stamp = `${lang.toUpperCase()}${Date.now().toString(36)}`;
    const seeded = await seedCategory(stamp);
    const others = LANGS.filter((l) => l !== lang);
    try {
      await signIn(page);
      await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
      await page.goto('/dashboard/products');
      // the products list: the category column, and the search by the category's name in this language
      let rows = await productRow(page, lang, seeded.names[lang]);
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByRole('cell', { name: seeded.names[lang], exact: true })).toBeVisible();
      for (const other of others) await expect(rows.first().getByText(seeded.names[other])).toHaveCount(0);
      // a seeded family without a translation of its own: the shop's words for it
      rows = await productRow(page, lang, seeded.woody);
      await expect(
        rows.first().getByRole('cell', { name: messages[lang].shop.categories.names.woody, exact: true }),
      ).toBeVisible();

      await page.goto('/dashboard/categories');
      await page.getByRole('searchbox', { name: A.categories.searchLabel }).fill(seeded.names[lang]);
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(page.locator('tbody tr').first().getByText(seeded.names[lang], { exact: true })).toBeVisible();
      for (const other of others) await expect(page.locator('tbody').getByText(seeded.names[other])).toHaveCount(0);

      await page.goto(`/dashboard/products/edit/${seeded.product.id}`);
      const choice = page.getByLabel(A.productForm.category);
      await expect(choice.locator('option:checked')).toHaveText(seeded.names[lang]);
      await expect(choice.locator('option', { hasText: messages[lang].shop.categories.names.woody })).toHaveCount(1);
    } finally {
      await seeded.drop();
    }
  });
}
