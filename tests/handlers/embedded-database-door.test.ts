// The embedded database's door: a wrong password (or none) is refused with PostgreSQL's
// 28P01 before the database sees anything; the right one gets in; a port another shop holds is replaced
// by a free one, so two shops from two checkouts start side by side.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/local/runner/embedded-database.ts';
import { freePort } from '../support/local-runner.ts';

const open: EmbeddedDatabase[] = [];
let port = 0;

beforeAll(async () => {
  port = await freePort();
  open.push(await startEmbeddedDatabase({ port, password: 'the-right-one' }));
});
afterAll(async () => {
  for (const database of open) await database.stop();
});

async function tryQuery(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 5 });
  try {
    const [row] = await sql<{ count: number }[]>`select count(*)::int as count from public.admins`;
    return `ok ${row?.count}`;
  } catch (error) {
    return `refused ${(error as { code?: string }).code}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

describe('the embedded database port', () => {
  it('refuses a wrong password, another user with a wrong password, and no password', async () => {
    expect(await tryQuery(`postgres://postgres:wrong@127.0.0.1:${port}/postgres`)).toBe('refused 28P01');
    expect(await tryQuery(`postgres://nobody:wrong@127.0.0.1:${port}/postgres`)).toBe('refused 28P01');
    expect(await tryQuery(`postgres://postgres:the-right-onf@127.0.0.1:${port}/postgres`)).toBe('refused 28P01');
    expect(await tryQuery(`postgres://postgres@127.0.0.1:${port}/postgres`)).toMatch(/^refused/);
  });

  it('lets the right password in, through the URL it gives', async () => {
    const [database] = open;
    expect(database?.url).toContain(':the-right-one@');
    expect(await tryQuery(database?.url ?? '')).toBe('ok 0');
  });

  it('starts a second database on another port when its port is taken, both answering', async () => {
    const second = await startEmbeddedDatabase({ port, password: 'another-one' });
    open.push(second);
    expect(new URL(second.url).port).not.toBe(String(port));
    expect(await tryQuery(second.url)).toBe('ok 0');
    expect(await tryQuery(open[0]?.url ?? '')).toBe('ok 0');
  });
});
