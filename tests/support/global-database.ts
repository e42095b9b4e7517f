// Starts the database the handler tests use, once for the run: a migrated in-memory PGlite served
// over its socket (the embedded default), or a fresh database on the real PostgreSQL named by
// TEST_DATABASE_URL (CI), dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../../src/local/runner/embedded-database.ts';
import { createPostgresDatabase } from '../../src/local/bench/postgres-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: 'pglite' | 'postgresql';
    tempDir: string;
  }
}

export default async function setup(project: TestProject) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'shop-tests-'));
  project.provide('tempDir', tempDir);
  const realUrl = process.env.TEST_DATABASE_URL;
  if (realUrl) {
    const database = await createPostgresDatabase(realUrl, 'test');
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
