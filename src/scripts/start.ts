// `npm start`: the whole shop on http://localhost:8888 with no account anywhere.
import path from 'node:path';
import { bootEmbeddedBackend } from '../embedded/boot.ts';
import { DataDirLockedError } from '../embedded/data-dir-lock.ts';
import { ensureSeeded } from '../embedded/first-start.ts';
import { startLocalServer } from '../embedded/local-server.ts';
import { startUnpaidOrderExpiry } from '../embedded/order-expiry.ts';
import { STORAGE_DIR } from '../embedded/paths.ts';
import { buildSite, createRebuildScheduler } from '../embedded/site-builder.ts';

const port = Number(process.env.PORT ?? 8888);
const dbPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
const REBUILD_DEBOUNCE_MS = 2000;

try {
  const backend = await bootEmbeddedBackend({ port, dbPort });
  const admin = await ensureSeeded();
  // Netlify runs the scheduled function expire-unpaid-orders; locally this timer does its work.
  const expiry = startUnpaidOrderExpiry();
  console.log('Building the storefront...');
  const buildMs = await buildSite();
  console.log(`Built in ${(buildMs / 1000).toFixed(1)} s.`);
  const rebuilds = createRebuildScheduler(REBUILD_DEBOUNCE_MS, async () => {
    const ms = await buildSite();
    console.log(`Storefront rebuilt after a catalog change (${(ms / 1000).toFixed(1)} s).`);
  });
  const server = await startLocalServer({
    port,
    storageDir: path.resolve(STORAGE_DIR),
    rebuildToken: backend.secrets.rebuildToken,
    onRebuildRequest: () => rebuilds.request(),
  });
  console.log(`\n  Shop:   ${server.url}\n  Admin:  ${server.url}/admin\n          e-mail    ${admin.email}\n          password  ${admin.password}\n  Outbox: ${server.url}/outbox\n`);
  const shutdown = async () => {
    expiry.stop();
    await server.stop();
    await backend.database.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
