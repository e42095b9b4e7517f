// The shop page's search forgives accents and one slip and matches whole-word prefixes; each filter
// and page is a history entry, so Back returns to the list the shopper saw (fr, en, nl).
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { LANGS, url } from '../support/checkout-journey.ts';

test('search without accents, and Back through filters and pages, in fr, en and nl', async ({ page }) => {
  for (const lang of LANGS) {
    const s = messages[lang].shop;
    const shop = url(lang, '/shop');
    await page.goto(shop);
    const search = page.getByRole('searchbox', { name: s.search.label });
    await search.fill('foret de soigens');
    await expect(page.getByRole('link', { name: /Forêt de Soignes/ }).first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=foret/);
    await search.fill('');

    await page.getByRole('button', { name: s.pagination.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const female = page.getByRole('button', { name: s.gender.female, exact: true });
    await female.click();
    await expect(page).toHaveURL(/[?&]gender=female/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(female).toHaveAttribute('aria-pressed', 'false');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${shop}/?$`));
  }
});
