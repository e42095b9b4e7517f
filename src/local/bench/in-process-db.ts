// A fresh in-memory embedded Postgres (migrated, served over its socket like the local runner's), with
// the environment the functions read pointing at it and at throwaway folders, as the test harness does.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from '../runner/embedded-database.ts';

/** The functions' environment for a database at databaseUrl, with throwaway folders and secrets. */
export function throwawayEnv(databaseUrl: string): { env: Record<string, string>; remove(): void } {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'bench-db-'));
  const env = {
    DATABASE_URL: databaseUrl,
    SITE_URL: 'http://localhost:8899',
    LOCAL_STORAGE_DIR: path.join(tempDir, 'storage'),
    LOCAL_OUTBOX_DIR: path.join(tempDir, 'outbox'),
    EMBEDDED_DATA_DIR: path.join(tempDir, 'data'),
    LOCAL_AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOCAL_PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
  };
  for (const dir of ['storage', 'outbox', 'data']) mkdirSync(path.join(tempDir, dir), { recursive: true });
  return { env, remove: () => rmSync(tempDir, { recursive: true, force: true }) };
}

export async function startInProcessDatabase(
  options: { port?: number } = {},
): Promise<{ url: string; env: Record<string, string>; stop(): Promise<void> }> {
  const database = await startEmbeddedDatabase({ port: options.port ?? 0 });
  const { env, remove } = throwawayEnv(database.url);
  return {
    url: database.url,
    env,
    async stop() {
      await database.stop();
      remove();
    },
  };
}
