// Starts the database the handler tests use, once for the run: a migrated in-memory PGlite served
// over its socket (the embedded default), or a fresh database on the real PostgreSQL named by
// TEST_DATABASE_URL (CI), dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../../src/embedded/embedded-database.ts';
import { applyMigrations } from '../../src/server/db/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'pglite' | 'postgresql';
    tempDir: string;
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${process.pid}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await applyMigrations({
    exec: async (script) => void (await sql.unsafe(script)),
    query: async <T,>(text: string, params?: unknown[]) => (await sql.unsafe(text, params as never[])) as unknown as T[],
  });
  await sql.end();
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'shop-tests-'));
  project.provide('tempDir', tempDir);
  const realUrl = process.env.TEST_DATABASE_URL;
  if (realUrl) {
    const database = await createPostgresDatabase(realUrl);
    project.provide('databaseUrl', database.url);
    project.provide('databaseKind', 'postgresql');
    return async () => {
      await database.drop();
      rmSync(tempDir, { recursive: true, force: true });
    };
  }
  const database = await startEmbeddedDatabase({ port: 0 });
  project.provide('databaseUrl', database.url);
  project.provide('databaseKind', 'pglite');
  return async () => {
    await database.stop();
    rmSync(tempDir, { recursive: true, force: true });
  };
}
