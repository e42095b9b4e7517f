// Categories in fr, en and nl like the products. In each admin language: a category
// created with its three names through the form, a product moved into it through the product form;
// once the storefront has rebuilt, /shop, /en/shop and /nl/shop offer it under the name of their own
// language. A category without a product (created beside it) is offered as a filter on none of them.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { LANGS } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const SHOP_PATH: Record<Lang, string> = { fr: '/shop', en: '/en/shop', nl: '/nl/shop' };
const REBUILD = { timeout: 120_000, intervals: [2_000] };
const signIn = adminApiSignIn();

async function addCategory(page: Page, lang: Lang, names: { fr: string; en?: string; nl?: string }): Promise<void> {
  const A = messages[lang].admin;
  await page.goto('/dashboard/categories/add');
  await page.getByLabel(A.categoryForm.name).fill(names.fr);
  if (names.en) await page.getByLabel(A.categoryNames.nameEn).fill(names.en);
  if (names.nl) await page.getByLabel(A.categoryNames.nameNl).fill(names.nl);
  await page.getByRole('button', { name: A.categoryForm.submitAdd }).click();
  await expect(page).toHaveURL(/\/dashboard\/categories$/);
}

/** The category is chosen by its name in the admin's language (the form's words), or by its id. */
async function moveProduct(
  page: Page,
  lang: Lang,
  productId: number,
  category: { label: string } | { value: string },
): Promise<void> {
  const A = messages[lang].admin;
  await page.goto(`/dashboard/products/edit/${productId}`);
  await page.getByLabel(A.productForm.category).selectOption(category);
  await page.getByRole('button', { name: A.productForm.submitEdit }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
}

for (const [i, lang] of LANGS.entries()) {
  test(`a category shows its own name in each language, an empty one is not a filter (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${lang}${Date.now().toString(36)}`;
    const names = { fr: `Chypre ${stamp}`, en: `Chypre EN ${stamp}`, nl: `Chypre NL ${stamp}` };
    const empty = `Vide ${stamp}`;
    const sql = await e2eDatabase();
    const [product] = await sql<{ id: number; category: string }[]>`
      select p.id, p.category_id::text as category from public.products p join public.categories c on c.id = p.category_id order by p.id desc limit 1 offset ${i}`;
    await sql.end();
    await signIn(page);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await addCategory(page, lang, names);
    await addCategory(page, lang, { fr: empty });
    await moveProduct(page, lang, product!.id, { label: names[lang] });
    try {
      for (const shop of LANGS) {
        await expect.poll(async () => (await request.get(SHOP_PATH[shop])).text(), REBUILD).toContain(names[shop]);
        await page.goto(SHOP_PATH[shop]);
        const tabs = page.getByRole('group', { name: messages[shop].shop.categories.label });
        await expect(tabs.getByRole('button', { name: names[shop], exact: true })).toBeVisible();
        for (const other of LANGS.filter((l) => l !== shop))
          await expect(page.getByText(names[other], { exact: true })).toHaveCount(0);
        await expect(tabs.getByRole('button', { name: empty })).toHaveCount(0);
      }
    } finally {
      await moveProduct(page, lang, product!.id, { value: product!.category });
    }
  });
}
