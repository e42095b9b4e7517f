// Unsaved flagship choices in the products list, in fr, en and nl: said on screen, and leaving asks
// first (dismissed: the page and the choice stay).
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminPageOpener } from '../support/e2e.ts';
import { LANGS, fill, type Lang } from '../support/languages.ts';

const A = (lang: Lang) => messages[lang].admin;
const openAdmin = adminPageOpener();

for (const lang of LANGS) {
  test.describe(`unsaved choices (${lang})`, () => {
    test('unsaved flagship choices are said, and leaving asks first', async ({ page }) => {
      await openAdmin(page, lang, '/dashboard/products');
      // a product now "à la une": taking it off is always allowed (adding a fourth would be refused)
      const checked = page
        .getByRole('checkbox', {
          name: new RegExp(fill(A(lang).products.featuredToggle, { name: '.+' })),
          checked: true,
        })
        .first();
      // held by its name: once unticked it is no longer "the first ticked one"
      const toggle = page.getByRole('checkbox', { name: (await checked.getAttribute('aria-label'))!, exact: true });
      await toggle.click();
      await expect(page.getByText(A(lang).unsavedChanges.special)).toBeVisible();
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await page
        .getByRole('link', { name: A(lang).nav.categories, exact: true })
        .first()
        .click();
      await expect.poll(() => asked).toBe(A(lang).unsavedChanges.leaveSpecial);
      await expect(page).toHaveURL(/\/dashboard\/products$/);
      await expect(page.getByText(A(lang).unsavedChanges.special)).toBeVisible();
      // put back as loaded: nothing left to save, leaving asks nothing
      await toggle.click();
      await expect(page.getByText(A(lang).unsavedChanges.special)).toHaveCount(0);
      await page
        .getByRole('link', { name: A(lang).nav.categories, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/dashboard\/categories$/);
    });
  });
}
