// Unsaved flagship/hero choices are held against the browser's Back
// button too, in fr, en and nl. Dismissed: the products screen, its address and the choice stay;
// accepted: the previous screen opens. Before, Back left the screen without a word.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { LANGS } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const A = (lang: Lang) => messages[lang].admin;
const signIn = adminApiSignIn();

/** The next browser question, answered; resolves to its words. */
function answerNextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

for (const lang of LANGS) {
  test(`the browser's Back button asks before unsaved flagship choices are lost (${lang})`, async ({ page }) => {
    await signIn(page);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard');
    await page
      .getByRole('link', { name: A(lang).nav.products, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    const checked = page
      .getByRole('checkbox', {
        name: new RegExp(A(lang).products.featuredToggle.replace('{{name}}', '.+')),
        checked: true,
      })
      .first();
    const toggle = page.getByRole('checkbox', { name: (await checked.getAttribute('aria-label'))!, exact: true });
    await toggle.click();
    await expect(page.getByText(A(lang).unsavedChanges.special)).toBeVisible();

    const dismissed = answerNextDialog(page, false);
    await page.goBack({ waitUntil: 'commit' });
    expect(await dismissed).toBe(A(lang).unsavedChanges.leaveSpecial);
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await expect(page.getByText(A(lang).unsavedChanges.special)).toBeVisible();
    await expect(toggle).not.toBeChecked();

    const accepted = answerNextDialog(page, true);
    await page.goBack({ waitUntil: 'commit' });
    expect(await accepted).toBe(A(lang).unsavedChanges.leaveSpecial);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: A(lang).titles.dashboard })).toBeVisible();
  });
}
