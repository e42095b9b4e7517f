// `npm start`: the whole shop on http://localhost:8888 with no account anywhere. Ready (the URL
// printed) only once every function is loaded and warm, the database answers and the catalog has
// answered over HTTP: the first visitor never waits for a compile or a cold connection.
import path from 'node:path';
import { bootEmbeddedBackend } from '../runner/boot.ts';
import { keepServingAfterStrayErrors } from '../runner/crash-guard.ts';
import { DataDirLockedError } from '../runner/data-dir-lock.ts';
import { ensureSeeded } from '../runner/first-start.ts';
import { FunctionRouter, loadShopFunctions } from '../runner/function-routes.ts';
import { invoicePdfAttachment } from '../../server/invoices/invoice-attachment.ts';
import { drawInvoicePdfsWith } from '../../server/mail/queue/deliver.ts';
import { allowedHosts } from '../runner/host-guard.ts';
import { startLocalBlobs } from '../runner/local-blobs.ts';
import { startLocalServer } from '../runner/local-server.ts';
import { BLOBS_DIR, PROJECT_ROOT, STORAGE_DIR } from '../runner/paths.ts';
import { publishedBuild } from '../runner/published-build.ts';
import { RebuildScheduler } from '../runner/rebuild-scheduler.ts';
import { startScheduledFunctions } from '../runner/scheduled-functions.ts';
import { buildSite } from '../runner/site-builder.ts';
import { reserveShopPort, ShopPortTakenError } from '../runner/shop-port.ts';
import { localStagingConfig } from '../../server/storage/index.ts';

const dbPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
const REBUILD_DEBOUNCE_MS = 2000;
/** SIGTERM (or Ctrl-C) ends the process within 10 s whatever is under way. */
const SHUTDOWN_DEADLINE_MS = 9000;

/** Every function loaded, the pool connected, and the catalog answering through the server itself. */
async function checkReady(url: string): Promise<void> {
  for (const pathname of ['/api/settings', '/api/categories', '/api/products']) {
    const response = await fetch(`${url}${pathname}`);
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The shop is not ready: GET ${pathname} answered ${response.status}.`);
  }
}

let port = 0;
try {
  // Held from here on (it answers 503 "starting"), so a second checkout started at once moves on.
  const reservation = await reserveShopPort(process.env.PORT);
  port = reservation.port;
  const backend = await bootEmbeddedBackend({ port, dbPort });
  const admin = await ensureSeeded();
  const { siteUrl } = backend;
  // Loaded once, after the environment is set: they read it as Netlify's functions do.
  const functions = await loadShopFunctions(PROJECT_ROOT);
  // every function runs in this one process: its delivery runs draw the invoice PDFs themselves
  // (on Netlify only the senders ship the renderer and the others hand those e-mails to them)
  drawInvoicePdfsWith(invoicePdfAttachment);
  const blobs = await startLocalBlobs(BLOBS_DIR);
  console.log('Building the storefront...');
  const buildMs = await publishedBuild(() => buildSite());
  console.log(`Built in ${(buildMs / 1000).toFixed(1)} s.`);
  const rebuilds = new RebuildScheduler({
    debounceMs: REBUILD_DEBOUNCE_MS,
    // each attempt is recorded (started, then live or failed) for the admin's publish state
    build: () =>
      publishedBuild(async () => {
        const ms = await buildSite();
        console.log(`Storefront rebuilt after a catalog or settings change (${(ms / 1000).toFixed(1)} s).`);
      }),
  });
  await reservation.release();
  const server = await startLocalServer({
    port,
    siteUrl,
    storageDir: path.resolve(STORAGE_DIR),
    staging: localStagingConfig(),
    router: new FunctionRouter(functions),
    allowedHosts: allowedHosts(port, siteUrl, process.env.LOCAL_ALLOWED_HOSTS),
    rebuildToken: backend.secrets.rebuildToken,
    onRebuildRequest: () => rebuilds.request(),
    rebuildStatus: () => rebuilds.status(),
  });
  await checkReady(server.url);
  keepServingAfterStrayErrors();
  // Netlify runs the functions with a schedule (unpaid-order expiry, pending rebuild hooks); so does this.
  const schedules = startScheduledFunctions(functions, siteUrl);
  console.log(
    `\n  Shop:   ${server.url}\n  Admin:  ${server.url}/admin\n          e-mail    ${admin.email}\n          password  ${admin.password}\n` +
      `  Outbox: ${server.url}/outbox/${backend.secrets.outboxKey}\n`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // Drain, then close; whatever still hangs after 9 s (a stuck query, a build), the process ends.
    setTimeout(() => {
      console.error('Stopping took over 9 s: exiting without waiting further.');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await schedules.stop();
    await rebuilds.stop();
    await server.stop();
    await blobs.stop();
    const { closeSql } = await import('../../server/db/client.ts');
    await closeSql();
    await backend.database.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ShopPortTakenError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `\nPort ${port} is taken (another shop or program uses it): start this shop on another one, e.g. PORT=${port + 1} npm start.\n`,
    );
    process.exit(1);
  }
  throw error;
}
