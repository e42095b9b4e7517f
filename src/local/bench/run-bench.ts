// `npm run bench [-- --quick] [-- --only admin-scale|storefront|weight|mail|bundles|soak|attack] [-- --soak-seconds 60]`: measures the shop against the bars of
// quality.md and prints one table, also written to tests/bench-results.md. --quick: one Lighthouse run,
// French pages only. --only admin-scale: just the back-office at 100k orders; --only storefront: just
// the served shop's click -> product page and Lighthouse; --only weight: just the pages' JavaScript
// weight in the site the shop builds at its start; --only mail: just order placement with the mail
// server down then slow; --only bundles: just the production function bundles (netlify build) and the
// scheduled invocations a month; --only soak: just the soak (mixed reads and orders, 300 s unless
// --soak-seconds says otherwise); --only attack: the paced 10 MB chunked bodies to every POST path of
// a shop as npm start serves it; each printed (the results file keeps the full run).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { adminScaleRows } from './admin-scale.ts';
import { bundleRows, scheduledRows } from './function-bundles.ts';
import { measureBuild, topUpCatalog, BUILD_PRODUCTS } from './build-time.ts';
import { measureHandlers } from './handler-latency.ts';
import { measureOrdersWithMailTrouble } from './mail-trouble.ts';
import { startInProcessDatabase } from './in-process-db.ts';
import { lighthouseRows, weightRows } from './page-rows.ts';
import { renderTable, row, type BenchRow } from './results.ts';
import { flashSaleRows } from './flash-sale-rows.ts';
import { playwrightWallTimeRow } from './playwright-wall-time.ts';
import { createPostgresDatabase } from './postgres-database.ts';
import { instantNavigationRows } from './instant-navigation.ts';
import { firstApiCallRow, throughputRow } from './runner-load.ts';
import { measureServeRatio } from './serve-ratio.ts';
import { startShop } from './shop-process.ts';
import { pacedAttackRows } from './paced-attack.ts';
import { soakRows } from './soak.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const quick = process.argv.includes('--quick');
const ONLY_SECTIONS = ['admin-scale', 'storefront', 'weight', 'mail', 'bundles', 'soak', 'attack'];
const soakSeconds = process.argv.includes('--soak-seconds')
  ? Number(process.argv[process.argv.indexOf('--soak-seconds') + 1])
  : 300;
if (!(soakSeconds > 0)) {
  console.error('--soak-seconds takes a number of seconds, e.g. --soak-seconds 60');
  process.exit(2);
}
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && !ONLY_SECTIONS.includes(only)) {
  console.error(`--only takes one of: ${ONLY_SECTIONS.join(', ')}`);
  process.exit(2);
}
const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.BENCH_PORT ?? 8899);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 54399);
const RESULTS_FILE = path.join(ROOT, 'tests/bench-results.md');
const step = (text: string) => console.error(`[bench] ${text}`);

const rows: BenchRow[] = [];
// The shop child gets the environment as it was, not the in-process database's.
const originalEnv = { ...process.env };
const started = Date.now();
// the one-minute load average (os.loadavg() always gives three; 0 where the platform has none)
const oneMinuteLoad = () => loadavg()[0] ?? 0;
const loadBefore = oneMinuteLoad();
/** The table of a partial run (--only), with the machine's load around it. */
const printPartial = () =>
  console.log(
    `\n${renderTable(rows)}\n\nLoad average ${loadBefore.toFixed(1)} -> ${oneMinuteLoad().toFixed(1)} on ${cpus().length} cores.`,
  );

/** Runs one part of the bench; a part that cannot run becomes a NOT met row naming why, and the rest goes on. */
async function stage(name: string, run: () => Promise<BenchRow[]>): Promise<void> {
  step(name);
  try {
    rows.push(...(await run()));
  } catch (error) {
    console.error(error);
    rows.push(
      row(
        name,
        'not measured',
        'see its rows',
        false,
        `failed: ${String((error as Error).message ?? error)
          .replace(/\n[\s\S]*$/, '')
          .slice(0, 200)}`,
      ),
    );
  }
}

const adminScale = () =>
  stage('Admin at 100,000 orders, in-process, on throwaway databases', () =>
    adminScaleRows(ROOT, { quick, ...(postgresUrl ? { postgresUrl } : {}) }),
  );
if (only === 'admin-scale') {
  await adminScale();
  printPartial();
  process.exit(0);
}
/** The soak on a shop of its own (it places thousands of orders); the stop is part of what it measures. */
const soak = () =>
  stage(`Soak (${soakSeconds} s of mixed reads and orders)`, async () => {
    const shop = await startShop(ROOT, PORT, DB_PORT, originalEnv);
    try {
      return await soakRows(shop, { durationMs: soakSeconds * 1000 });
    } finally {
      await shop.stop();
    }
  });
/** The paced body attack on a shop of its own (a process whose exit would show). */
const attack = () =>
  stage('Paced 10 MB chunked bodies to every POST path', async () => {
    const shop = await startShop(ROOT, PORT, DB_PORT, originalEnv);
    try {
      return await pacedAttackRows(ROOT, shop);
    } finally {
      await shop.stop();
    }
  });
if (only === 'attack') {
  await attack();
  printPartial();
  process.exit(0);
}
if (only === 'soak') {
  await soak();
  printPartial();
  process.exit(0);
}
if (only === 'weight') {
  const shop = await startShop(ROOT, PORT, DB_PORT, originalEnv);
  try {
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    await stage('Page weight from the built site', async () => weightRows(shop.siteDir, products[0]?.id ?? 1));
  } finally {
    await shop.stop();
  }
  printPartial();
  process.exit(0);
}
if (only === 'storefront') {
  const shop = await startShop(ROOT, PORT, DB_PORT, originalEnv);
  try {
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    await stage('Instant navigation: shop and home -> product page', () => instantNavigationRows(shop.url, quick));
    await stage(`Lighthouse (${quick ? '1 run, French pages' : 'median of 3, every language'})`, () =>
      lighthouseRows(shop.url, products[0]?.id ?? 1, quick),
    );
  } finally {
    await shop.stop();
  }
  printPartial();
  process.exit(0);
}

// 1. In-process: handler latency on the demo catalog, then the 100-product build against the same database.
const database = await startInProcessDatabase();
Object.assign(process.env, database.env);
const { getSql, closeSql } = await import('../../server/db/client.ts');
await stage('Seed the demo catalog in an in-memory embedded database', async () => {
  const { seedShop } = await import('../seed/seed-shop.ts');
  const { getImageStorage } = await import('../../server/storage/index.ts');
  await seedShop(getSql(), getImageStorage());
  return [];
});
const bundles = () =>
  stage('Production function bundles (netlify build --offline) and scheduled work', async () => [
    ...(await bundleRows(ROOT, database.env)),
    ...scheduledRows(ROOT),
  ]);
if (only === 'bundles') {
  await bundles();
  await closeSql();
  await database.stop();
  printPartial();
  process.exit(0);
}
const mailTrouble = () =>
  stage('Order placement with the mail server down, then slow, in-process', () =>
    measureOrdersWithMailTrouble(ROOT, quick ? 100 : 300),
  );
if (only === 'mail') {
  await mailTrouble();
  await closeSql();
  await database.stop();
  printPartial();
  process.exit(0);
}
await stage('Handler latency, in-process', () => measureHandlers(ROOT, quick ? 100 : 300));
await mailTrouble();
await stage(`Full build, ${BUILD_PRODUCTS} products`, async () => {
  await topUpCatalog(getSql(), BUILD_PRODUCTS);
  return [await measureBuild(ROOT, database.env, BUILD_PRODUCTS)];
});
await bundles();
await closeSql();
await database.stop();
await adminScale();

// 2. The shop as `npm start` serves it: the first call, weights, the runner beside a bare static
//    server, throughput, click -> product page, Lighthouse, then the flash sale (last: it changes the catalog and rebuilds).
await stage(`The shop as npm start serves it (port ${PORT})`, async () => {
  const shop = await startShop(ROOT, PORT, DB_PORT, originalEnv);
  try {
    await stage('First API call after ready', async () => [await firstApiCallRow(shop.url, shop.readyMs)]);
    const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
    const productId = products[0]?.id ?? 1;
    await stage('Page weight from the built site', async () => weightRows(shop.siteDir, productId));
    await stage('Local runner beside a bare static server', () =>
      measureServeRatio(shop.url, shop.siteDir, quick ? 100 : 300),
    );
    await stage('Catalog reads at 32 concurrent clients', async () => [
      await throughputRow(shop.url, 32, quick ? 1000 : 3000),
    ]);
    await stage('Instant navigation: shop and home -> product page', () => instantNavigationRows(shop.url, quick));
    await stage(`Lighthouse (${quick ? '1 run, French pages' : 'median of 3, every language'})`, () =>
      lighthouseRows(shop.url, productId, quick),
    );
    await stage('Flash sale on the embedded Postgres (PGlite)', () => flashSaleRows(shop, 'PGlite'));
  } finally {
    await shop.stop();
  }
  return [];
});

// 3. The same flash sale with the shop on a real PostgreSQL, when one is named (CI has one).
if (postgresUrl) {
  await stage('Flash sale on PostgreSQL', async () => {
    const database = await createPostgresDatabase(postgresUrl, 'bench');
    const shop = await startShop(ROOT, PORT, DB_PORT, { ...originalEnv, DATABASE_URL: database.url });
    try {
      return await flashSaleRows(shop, 'PostgreSQL');
    } finally {
      await shop.stop();
      await database.drop();
    }
  });
} else {
  rows.push(
    row(
      'Flash sale on PostgreSQL',
      'not measured',
      'as on PGlite',
      null,
      'set BENCH_POSTGRES_URL (a PostgreSQL server the bench may create a database on)',
    ),
  );
}
await attack();
await soak();
rows.push(playwrightWallTimeRow(ROOT));

const table = renderTable(rows);
const missed = rows.filter((r) => r.met === false).length;
const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const summary = `${rows.filter((r) => r.met === true).length} met, ${missed} NOT met, ${rows.filter((r) => r.met === null).length} reported.`;
console.log(
  `\n${table}\n\n${summary} Load average ${loadBefore.toFixed(1)} -> ${oneMinuteLoad().toFixed(1)} on ${cpus().length} cores.`,
);
writeFileSync(
  RESULTS_FILE,
  `# Benchmark results\n\nMeasured by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${when} (${Math.round((Date.now() - started) / 1000)} s), ` +
    `${cpus().length} cores, load average ${loadBefore.toFixed(1)} at the start and ${oneMinuteLoad().toFixed(1)} at the end (timings are only comparable on an idle machine). ` +
    `Bars from the quality guide. Lighthouse: mobile preset (emulated phone, simulated throttling), ${quick ? '1 run, French pages only (--quick)' : 'median of 3 runs'}.\n\n${table}\n\n${summary}\n`,
);
step(`written to ${path.relative(ROOT, RESULTS_FILE)}`);
process.exit(0);
