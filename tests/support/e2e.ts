// Helpers for Playwright tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { send } from '../../src/local/bench/loopback-client.ts';
import { E2E_BASE_URL, E2E_DATA_DIR } from './e2e-env.ts';

let signIns = 0;
/** 127.7.x.y, different for each sign-in helper of each worker process (a retry runs in a new one). */
function ownLoopbackAddress(): string {
  signIns += 1;
  return `127.7.${process.pid % 250}.${(signIns % 250) + 1}`;
}

export { E2E_DATA_DIR } from './e2e-env.ts';

/** The local admin made on the test shop's first start. */
export function adminCredentials(): { email: string; password: string } {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.json'), 'utf8'));
}

/**
 * Signs pages in as the local admin with one API sign-in per spec file, each from a loopback address of
 * its own (sign-ins are limited to 10 per 15 minutes per address, and the suite signs in more often than
 * that): `const signIn = adminApiSignIn();` then `const token = await signIn(page, request)` before `goto`.
 */
export function adminApiSignIn(): (page: Page, request?: APIRequestContext) => Promise<string> {
  let session: { token: string; user: unknown } | undefined;
  const from = ownLoopbackAddress();
  return async (page) => {
    if (!session) {
      const response = await send(`${E2E_BASE_URL}/api/login`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(adminCredentials()),
      });
      expect(response.status).toBe(200);
      session = JSON.parse(response.body) as { token: string; user: unknown };
    }
    const { token, user } = session!;
    await page.addInitScript(
      ([t, u]) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', t as string);
          localStorage.setItem('user', u as string);
        }
      },
      [token, JSON.stringify(user)],
    );
    return token;
  };
}

/** Opens a back-office `path` signed in (one API sign-in per spec file) with the admin's language set. */
export function adminPageOpener(): (page: Page, lang: string, path: string) => Promise<void> {
  const signIn = adminApiSignIn();
  return async (page, lang, path) => {
    await signIn(page);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto(path);
  };
}

/** The test shop's outbox address: its per-install secret key is in the data folder's secrets.json. */
export function outboxPath(): string {
  const { outboxKey } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    outboxKey: string;
  };
  return `/outbox/${outboxKey}`;
}

/** axe-core held to WCAG 2.1 A and AA, the level the shop promises. */
export const wcagAxe = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The serious and critical violations of an axe run, one line each with up to three of the nodes. */
export function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(seriousViolations(await wcagAxe(page).analyze())).toEqual([]);
}
