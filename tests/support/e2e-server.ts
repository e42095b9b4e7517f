// Playwright's web server: a fresh data folder, then exactly what `npm start` runs.
import { rmSync } from 'node:fs';
import { createPostgresDatabase } from './postgres-database.ts';
import { E2E_DATA_DIR, E2E_DB_PORT, E2E_PORT } from './e2e-env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
// In CI's second pass the whole shop runs on the real PostgreSQL, in a fresh database.
if (process.env.TEST_DATABASE_URL) {
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL, 'e2e');
  process.env.DATABASE_URL = database.url;
  process.once('exit', () => console.log(`(left database ${database.url} for the cluster's teardown)`));
}
Object.assign(process.env, { PORT: String(E2E_PORT), EMBEDDED_DB_PORT: String(E2E_DB_PORT), EMBEDDED_DATA_DIR: E2E_DATA_DIR });
await import('../../src/scripts/start.ts');
