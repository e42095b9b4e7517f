// Playwright's web server: a fresh data folder, then exactly what `npm start` runs.
import { createWriteStream, rmSync } from 'node:fs';
import { createPostgresDatabase } from '../../src/local/bench/postgres-database.ts';
import { recordE2eDatabaseUrl } from './e2e-database.ts';
import { E2E_DATA_DIR, E2E_DB_PORT, E2E_LOG_FILE, E2E_PORT } from './e2e-env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
// Everything the shop prints also goes to a log file beside the data folder, so that tests can read
// what the shop said during them (no stack trace for a disconnecting client, say).
const log = createWriteStream(E2E_LOG_FILE, { flags: 'w' });
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    log.write(chunk as string);
    return write(chunk, ...rest);
  }) as typeof stream.write;
}
// In CI's second pass the whole shop runs on the real PostgreSQL, in a fresh database.
if (process.env.TEST_DATABASE_URL) {
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL, 'e2e');
  process.env.DATABASE_URL = database.url;
  process.once('exit', () => console.log(`(left database ${database.url} for the cluster's teardown)`));
}
// the suite's browser places every order from 127.0.0.1: more than the 30 per 10 minutes one shopper gets
Object.assign(process.env, {
  ORDER_RATE_LIMIT: '1000',
  PORT: String(E2E_PORT),
  EMBEDDED_DB_PORT: String(E2E_DB_PORT),
  EMBEDDED_DATA_DIR: E2E_DATA_DIR,
});
await import('../../src/local/scripts/start.ts');
// the shop is up (start.ts returns once it has answered): tests may reach its database from now on
recordE2eDatabaseUrl(process.env.DATABASE_URL!);
