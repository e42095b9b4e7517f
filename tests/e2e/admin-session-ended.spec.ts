// A session the server no longer knows, in fr, en and nl: its 401 lands on /auth saying the session
// ended, once.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { LANGS } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const A = (lang: Lang) => messages[lang].admin;

for (const lang of LANGS) {
  test.describe(`session ended (${lang})`, () => {
    test('a session the server no longer knows ends on /auth saying so', async ({ page }) => {
      await page.addInitScript((l) => {
        localStorage.setItem('admin_language', l);
        // the stale session, once: a reload must not bring it back
        if (sessionStorage.getItem('stale-session-given')) return;
        sessionStorage.setItem('stale-session-given', '1');
        localStorage.setItem('token', 'a-token-the-server-has-forgotten');
        localStorage.setItem('user', JSON.stringify({ id: 'x', email: 'gone@example.be' }));
      }, lang);
      await page.goto('/dashboard/products');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByText(A(lang).sessionEnded.message)).toBeVisible();
      // said once: the next visit to the sign-in screen is an ordinary one
      await page.reload();
      await expect(page.getByText(A(lang).sessionEnded.message)).toHaveCount(0);
    });
  });
}
