// A back-office page signed in without the sign-in screen: one API sign-in per spec file (from its own
// loopback address: sign-ins are limited per address), its token and user put in the page's storage
// with the admin's language before any script runs.
import { expect, type Page } from '@playwright/test';
import { send } from '../../src/local/bench/loopback-client.ts';
import type { Language } from '../../src/domain/vocabulary/language.ts';
import { E2E_BASE_URL } from './e2e-env.ts';
import { adminCredentials } from './e2e.ts';

/** Signs in once (from `from`, a 127.x address of the spec's own) and signs each page in with it. */
export function adminSignIn(from: string): (page: Page, lang: Language) => Promise<void> {
  let session: { token: string; user: unknown } | undefined;
  return async (page, lang) => {
    if (!session) {
      const res = await send(`${E2E_BASE_URL}/api/login`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(adminCredentials()),
      });
      expect(res.status).toBe(200);
      session = JSON.parse(res.body) as { token: string; user: unknown };
    }
    const { token, user } = session;
    await page.addInitScript(
      ([t, u, l]) => {
        localStorage.setItem('token', t as string);
        localStorage.setItem('user', u as string);
        localStorage.setItem('admin_language', l as string);
      },
      [token, JSON.stringify(user), lang],
    );
  };
}
