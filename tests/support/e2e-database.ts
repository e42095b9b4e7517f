// The test shop's own database, for Playwright tests that set up what the UI cannot make quickly
// (a hundred orders, a second admin). The shop's server writes its DATABASE_URL into its (fresh) data
// folder once it is up: PGlite's socket in the embedded default, or CI's new PostgreSQL database.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { E2E_DATA_DIR } from './e2e-env.ts';

const URL_FILE = path.join(E2E_DATA_DIR, 'e2e-database-url');

/** Called by the test shop's server (tests/support/e2e-server.ts) when the shop is up. */
export function recordE2eDatabaseUrl(url: string): void {
  writeFileSync(URL_FILE, url, { mode: 0o600 });
}

/** A client of the test shop's database (one connection; end it when done). */
export async function e2eDatabase(): Promise<postgres.Sql<Record<string, never>>> {
  // Playwright may see the shop answer a moment before its server has written the file
  for (let waited = 0; !existsSync(URL_FILE) && waited < 15_000; waited += 250) await sleep(250);
  return postgres(readFileSync(URL_FILE, 'utf8').trim(), { max: 1, prepare: false, onnotice: () => {} });
}

/** The e-mails the test shop has queued and not yet delivered (0 once its mail sender is idle). */
export async function pendingEmails(): Promise<number> {
  const db = await e2eDatabase();
  try {
    const [row] = await db<{ pending: number }[]>`
      select count(*)::int as pending from public.outgoing_emails where status = 'pending'`;
    return row?.pending ?? 0;
  } finally {
    await db.end();
  }
}
