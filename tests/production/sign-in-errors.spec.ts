// Production parity: Supabase Auth refusing a sign-in for a reason that is not the password (GoTrue's
// own answers: 401 for a key it does not accept, 429 over its rate limit, 400 `email_not_confirmed`).
// The admin reads that the service is the problem, or that the address awaits its confirmation, in
// their language (each language meets one of the three answers); never "wrong password".
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { LANGS } from '../support/languages.ts';
import { PARITY_ADMIN } from './parity-env.ts';
import { act } from './parity-support.ts';

const CASES = [
  {
    gotrue: { status: 401, errorCode: 'no_authorization', message: 'Invalid API key' },
    status: 503,
    code: 'auth_misconfigured',
    words: 'errorLoginService',
  },
  {
    gotrue: { status: 429, errorCode: 'over_request_rate_limit', message: 'Request rate limit reached' },
    status: 503,
    code: 'auth_rate_limited',
    words: 'errorLoginService',
  },
  {
    gotrue: { status: 400, errorCode: 'email_not_confirmed', message: 'Email not confirmed' },
    status: 403,
    code: 'email_not_confirmed',
    words: 'errorEmailNotConfirmed',
  },
] as const;

test('fr/en/nl: sign-in refused by Supabase Auth (401, 429, email_not_confirmed) is not called a wrong password', async ({
  page,
}) => {
  try {
    for (const [i, lang] of LANGS.entries()) {
      const t = messages[lang].admin.auth;
      const { gotrue, status, code, words } = CASES[i % CASES.length]!;
      await act('supabase/sign-in-failure', gotrue);
      await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
      await page.goto('/admin');
      await page.getByLabel(t.email).fill(PARITY_ADMIN.email);
      await page.getByLabel(t.password, { exact: true }).fill(PARITY_ADMIN.password);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
      await page.getByRole('button', { name: t.submit }).click();
      expect((await answer).status(), `${lang}: GoTrue ${gotrue.status}`).toBe(status);
      expect(((await (await answer).json()) as { code?: string }).code).toBe(code);
      await expect(page.getByText(t[words])).toBeVisible();
      await expect(page.getByText(t.errorLogin)).toHaveCount(0);
    }
  } finally {
    await act('supabase/sign-in-failure', null);
  }
});
