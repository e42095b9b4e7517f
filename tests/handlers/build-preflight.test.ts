// The build stops on a database nobody migrated yet with one sentence naming
// `supabase db push` (src/build/build-preflight.ts runs assertBuildSchema before any page is rendered),
// and goes on with a migrated one: checked on an empty PGlite and on the test database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL).
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuildSchema, DatabaseNotMigrated, firstMissingBuildTable } from '../../src/server/db/schema-check.ts';

let empty: { db: PGlite; server: PGLiteSocketServer; url: string };

beforeAll(async () => {
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1' });
  await server.start();
  empty = { db, server, url: `postgres://postgres:postgres@${server.getServerConn()}/postgres` };
});

afterAll(async () => {
  await empty.server.stop();
  await empty.db.close();
});

describe('the build preflight', () => {
  it('an unmigrated database: one sentence naming the missing table and `supabase db push`', async () => {
    expect(await firstMissingBuildTable(empty.url)).toBe('public.products');
    const failure = await assertBuildSchema(empty.url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseNotMigrated);
    const message = (failure as Error).message;
    expect(message).toMatch(
      /^The database at DATABASE_URL has no public\.products table: apply the migrations with `supabase db push`/,
    );
    // one sentence: one full stop, at the end
    expect(message.match(/\.(\s|$)/g)).toEqual(['.']);
    expect(message).not.toContain('\n');
  });

  it('a migrated database: nothing missing, the build goes on', async () => {
    const url = process.env.DATABASE_URL ?? '';
    expect(await firstMissingBuildTable(url)).toBeNull();
    await expect(assertBuildSchema(url)).resolves.toBeUndefined();
  });
});
