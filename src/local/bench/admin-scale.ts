// The back-office at scale: 100,000 orders and 1,000 products seeded into a throwaway database (an
// in-memory PGlite, or a fresh database on the PostgreSQL of BENCH_POSTGRES_URL), then the real admin
// handlers called in-process with a real admin session: the orders list (first and deep pages), the
// search (name, e-mail, order number), a Kanban column page after a cursor, the column counts, and
// the dashboard statistics, and whether the statistics reconcile with the orders (stats-reconcile.ts). The shop's own data is never touched. EXPLAIN (ANALYZE) of the queries
// behind them goes to tests/.artifacts/explain-admin-scale-<database>.txt.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminStats } from '../../contract/admin/stats.ts';
import type { VatReturn } from '../../contract/admin/vat.ts';
import { orderStructuredCommunication } from '../../domain/payments/structured-communication.ts';
import { ORDER_STATUSES } from '../../domain/vocabulary/order-status.ts';
import type { Sql } from '../../server/db/client.ts';
import { p, requireHandler, type Handler } from './handler-latency.ts';
import { createPostgresDatabase } from './postgres-database.ts';
import { startInProcessDatabase, throwawayEnv } from './in-process-db.ts';
import { explainAdminQueries } from './explain-admin.ts';
import { overrideEnv } from './override-env.ts';
import { row, type BenchRow } from './results.ts';
import { roundRobin } from './round-robin.ts';
import { seedScale, type ScaleSeed } from './seed-scale.ts';
import { bestSellersRow, lastQuarters, monthsRow, vatReturnsRow } from './stats-reconcile.ts';
import { percentile, timeCalls } from './stats.ts';

const SCALE_ORDERS = 100_000;
const SCALE_PRODUCTS = 1_000;
const ADMIN = { email: 'bench-admin@maison.local', password: 'a bench admin passphrase' };
const IP = '10.7.0.1';

interface OrderPage {
  data: { id: number; name: string; email: string; status: string }[];
  total: number;
  last_page: number;
}

interface SampleOrder {
  id: number;
  name: string;
  last_name: string;
  email: string;
}

type Database = 'PGlite' | 'PostgreSQL';

/** One database's run: where its rows go, how many calls a figure takes, and the admin's orders list. */
interface Run {
  kind: Database;
  sql: Sql;
  n: number;
  rows: BenchRow[];
  list(query: string): Promise<OrderPage>;
}

/** The admin figures on each database the bench can reach: PGlite always, PostgreSQL when named. */
export async function adminScaleRows(
  root: string,
  options: { quick: boolean; postgresUrl?: string },
): Promise<BenchRow[]> {
  const rows = await onThrowawayDatabase(root, 'PGlite', undefined, options.quick);
  if (options.postgresUrl)
    return [...rows, ...(await onThrowawayDatabase(root, 'PostgreSQL', options.postgresUrl, options.quick))];
  return [
    ...rows,
    row(
      'Admin at 100k orders on PostgreSQL',
      'not measured',
      'as on PGlite',
      null,
      'set BENCH_POSTGRES_URL (a PostgreSQL server the bench may create a database on)',
    ),
  ];
}

/** A fresh database of that kind with the functions' environment for it, and how to remove both. */
async function throwawayDatabase(
  kind: Database,
  postgresUrl: string | undefined,
): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (kind === 'PGlite') {
    const embedded = await startInProcessDatabase();
    return { env: embedded.env, remove: () => embedded.stop() };
  }
  if (!postgresUrl) throw new Error('the PostgreSQL run needs BENCH_POSTGRES_URL');
  const server = await createPostgresDatabase(postgresUrl, 'scale');
  const { env, remove } = throwawayEnv(server.url);
  return {
    env,
    async remove() {
      await server.drop();
      remove();
    },
  };
}

async function onThrowawayDatabase(
  root: string,
  kind: Database,
  postgresUrl: string | undefined,
  quick: boolean,
): Promise<BenchRow[]> {
  const database = await throwawayDatabase(kind, postgresUrl);
  const { closeSql, getSql } = await import('../../server/db/client.ts');
  // The functions read the environment once: point them at this database, and back afterwards.
  await closeSql();
  const restoreEnv = await overrideEnv(database.env);
  try {
    return await measure(root, kind, getSql(), quick);
  } finally {
    await closeSql();
    restoreEnv();
    await database.remove();
  }
}

async function measure(root: string, kind: Database, sql: Sql, quick: boolean): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const seed = await seedAndTime(sql, kind, rows);
  const admin = await signInAdmin(root, sql);
  const run: Run = {
    kind,
    sql,
    n: quick ? 30 : 100,
    rows,
    list: (query) => admin.get<OrderPage>(admin.orders, `/api/orders?${query}`),
  };
  const total = await measureOrderList(run, seed);
  // Search: what a seller types. Terms come from the seeded orders, and each answer is checked.
  const sample = await sql<
    SampleOrder[]
  >`select id, name, last_name, email from public.orders where id % 997 = 0 order by id`;
  for (const search of SEARCHES) await measureSearch(run, search, sample);
  await measureKanbanCounts(run, total);
  await measureKanbanPages(run);
  const statsCalls = quick ? 15 : 40;
  await timed(
    run,
    'Dashboard statistics GET /api/admin/stats',
    300,
    statsCalls,
    () => admin.get(admin.stats, '/api/admin/stats'),
    `${statsCalls} calls`,
  );
  // the quarter's invoices less credit notes: one range of the documents' issue time
  await timed(
    run,
    'VAT return GET /api/admin/vat-return',
    300,
    statsCalls,
    () => admin.get(admin.vatReturn, '/api/admin/vat-return'),
    `${statsCalls} calls, this quarter`,
  );
  rows.push(...(await reconcileStatistics(admin, sql, kind)));
  rows.push(await writeExplain(sql, kind, roundRobin(sample, 0, 'sample order')));
  return rows;
}

/** The statistics' sums, through the handlers, against the orders (src/local/bench/stats-reconcile.ts). */
async function reconcileStatistics(admin: Admin, sql: Sql, kind: Database): Promise<BenchRow[]> {
  const stats = await admin.get<AdminStats>(admin.stats, '/api/admin/stats');
  // the seed spans two years: the last 9 quarters cover every seeded order
  const reports = await Promise.all(
    lastQuarters(9).map((q) => admin.get<VatReturn>(admin.vatReturn, `/api/admin/vat-return?quarter=${q}`)),
  );
  return [
    await monthsRow(sql, stats, kind),
    await bestSellersRow(sql, stats, kind),
    await vatReturnsRow(sql, reports, kind),
  ];
}

/** One timed figure: `calls` calls of fn, its p95 against the bar. */
async function timed(
  run: Run,
  what: string,
  bar: number,
  calls: number,
  fn: (i: number) => Promise<unknown>,
  note: string,
): Promise<void> {
  const durations = await timeCalls(calls, fn);
  run.rows.push(row(`${what} (${run.kind})`, p(durations), `p95 <= ${bar} ms`, percentile(durations, 95) <= bar, note));
}

async function seedAndTime(sql: Sql, kind: Database, rows: BenchRow[]): Promise<ScaleSeed> {
  const started = performance.now();
  const steps: string[] = [];
  const seed = await seedScale(sql, {
    orders: SCALE_ORDERS,
    products: SCALE_PRODUCTS,
    onStep: (step, took) => steps.push(`${step} ${(took / 1000).toFixed(1)} s`),
  });
  const seedSeconds = (performance.now() - started) / 1000;
  rows.push(
    row(
      `Seed ${SCALE_ORDERS.toLocaleString('en')} orders + ${SCALE_PRODUCTS.toLocaleString('en')} products (${kind})`,
      `${seedSeconds.toFixed(1)} s`,
      'well under a minute',
      seedSeconds < 60,
      `${seed.customers.toLocaleString('en')} customers; ${steps.join(', ')}`,
    ),
  );
  return seed;
}

/** The bench admin, signed in through the real login function: GETs with its bearer token. */
interface Admin {
  orders: Handler;
  stats: Handler;
  vatReturn: Handler;
  get<T>(handler: Handler, url: string): Promise<T>;
}

async function signInAdmin(root: string, sql: Sql): Promise<Admin> {
  const { upsertLocalAdmin } = await import('../../server/auth/local-admins.ts');
  await upsertLocalAdmin(sql, ADMIN.email, ADMIN.password);
  const login = await requireHandler(root, 'auth-login');
  const res = await login(
    new Request('http://localhost/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
    { params: {}, ip: IP },
  );
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return {
    orders: await requireHandler(root, 'admin-orders'),
    stats: await requireHandler(root, 'admin-stats'),
    vatReturn: await requireHandler(root, 'admin-vat-return'),
    async get<T>(handler: Handler, url: string): Promise<T> {
      const response = await handler(
        new Request(`http://localhost${url}`, { headers: { authorization: `Bearer ${token}` } }),
        { params: {}, ip: IP },
      );
      if (response.status !== 200)
        throw new Error(`GET ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      return (await response.json()) as T;
    },
  };
}

/** The orders table: 10 a page, newest first, as OrdersTable asks for it. Returns how many orders it counts. */
async function measureOrderList(run: Run, seed: ScaleSeed): Promise<number> {
  const { n, list } = run;
  const first = await list('page=1&per_page=10&date=all');
  if (first.total !== SCALE_ORDERS + seed.base)
    throw new Error(`the list counts ${first.total} orders, not ${SCALE_ORDERS + seed.base}`);
  await timed(
    run,
    'Orders list, first page',
    50,
    n,
    () => list('page=1&per_page=10&date=all'),
    `${n} calls, 10 a page of ${first.total.toLocaleString('en')}`,
  );
  const middle = Math.ceil(first.last_page / 2);
  await timed(
    run,
    'Orders list, deep page',
    50,
    n,
    (i) => list(`page=${i % 2 ? first.last_page : middle}&per_page=10&date=all`),
    `${n} calls, pages ${middle} and ${first.last_page} (offset ${((middle - 1) * 10).toLocaleString('en')} and ${((first.last_page - 1) * 10).toLocaleString('en')})`,
  );
  return first.total;
}

/** A search a seller makes: the term call i types for a sample order, and why its answer is wrong (null: right). */
interface Search {
  what: string;
  note: string;
  term(order: SampleOrder, i: number): string;
  wrong(page: OrderPage, order: SampleOrder, term: string, i: number): string | null;
}

const SEARCHES: readonly Search[] = [
  {
    what: 'Search by customer name',
    note: 'last name, full name, first 4 letters (lowercase)',
    term: (o, i) => (i % 3 === 0 ? o.last_name : i % 3 === 1 ? o.name : o.last_name.slice(0, 4).toLowerCase()),
    wrong: (page, _o, term) =>
      page.data.some((r) => r.name.toLowerCase().includes(term.toLowerCase())) ? null : `no order of "${term}" found`,
  },
  {
    what: 'Search by e-mail',
    note: 'whole address, the part before @',
    term: (o, i) => (i % 2 === 0 ? o.email : (o.email.split('@')[0] ?? o.email)),
    wrong: (page, o, term) => (page.data.some((r) => r.email === o.email) ? null : `${o.email} not found by "${term}"`),
  },
  {
    what: 'Search by order number',
    note: 'ML-000123, #123, 123',
    term: (o, i) =>
      roundRobin([`ML-${String(o.id).padStart(6, '0')}`, `#${o.id}`, String(o.id)], i, 'order number form'),
    // a bare number also matches e-mail addresses holding those digits (newer orders may come first)
    wrong: (page, o, term, i) =>
      page.data.some((r) => r.id === o.id) || (i % 3 === 2 && page.total > page.data.length)
        ? null
        : `order ${o.id} not found by "${term}"`,
  },
  {
    what: 'Search by structured communication',
    note: 'whole (+++000/0099/70081+++), without the +++, its last group (70081)',
    term: (o, i) => {
      const communication = orderStructuredCommunication(o.id);
      return roundRobin(
        [communication, communication.slice(3, -3), communication.slice(-8, -3)],
        i,
        'communication form',
      );
    },
    wrong: (page, o, term) => (page.data.some((r) => r.id === o.id) ? null : `order ${o.id} not found by "${term}"`),
  },
];

async function measureSearch(run: Run, search: Search, sample: readonly SampleOrder[]): Promise<void> {
  const { n } = run;
  await timed(
    run,
    search.what,
    100,
    n,
    async (i) => {
      const order = roundRobin(sample, i, 'sample order');
      const term = search.term(order, i);
      const page = await run.list(`page=1&per_page=10&date=all&search=${encodeURIComponent(term)}`);
      const wrong = search.wrong(page, order, term, i);
      if (wrong) throw new Error(wrong);
    },
    `${n} calls: ${search.note}`,
  );
}

/** The Kanban: each column's count against count(*) of its status, and their sum against all orders. */
async function measureKanbanCounts(run: Run, total: number): Promise<void> {
  const counted = await run.sql<
    { status: string; n: number }[]
  >`select status::text, count(*)::int as n from public.orders group by status`;
  const columns = await Promise.all(
    ORDER_STATUSES.map(async (status) => ({
      status,
      total: (await run.list(`status=${status}&per_page=20&page=1`)).total,
    })),
  );
  const mismatched = columns
    .filter((c) => c.total !== (counted.find((k) => k.status === c.status)?.n ?? 0))
    .map((c) => c.status);
  const columnSum = columns.reduce((sum, c) => sum + c.total, 0);
  run.rows.push(
    row(
      `Kanban column counts at ${SCALE_ORDERS.toLocaleString('en')} orders (${run.kind})`,
      columns.map((c) => `${c.status} ${c.total.toLocaleString('en')}`).join(' · '),
      'each = count(*) of its status; sum = all orders',
      mismatched.length === 0 && columnSum === total,
      mismatched.length ? `wrong: ${mismatched.join(', ')}` : `sum ${columnSum.toLocaleString('en')}`,
    ),
  );
}

/** Each column on its own, 20 cards, then "show more" after a card anywhere in it. */
async function measureKanbanPages(run: Run): Promise<void> {
  const { n, list } = run;
  const cursors = await run.sql<
    { status: string; id: number }[]
  >`select status::text, id from public.orders where id % 89 = 0 order by id`;
  const usable = ORDER_STATUSES.map((status) => ({
    status,
    ids: cursors.filter((c) => c.status === status).map((c) => c.id),
  })).filter((c) => c.ids.length > 0);
  await timed(
    run,
    'Kanban column page after= cursor',
    50,
    n,
    async (i) => {
      const column = roundRobin(usable, i, 'Kanban column');
      const after = roundRobin(column.ids, Math.floor(i / usable.length), 'cursor');
      const page = await list(`status=${column.status}&per_page=20&page=1&after=${after}`);
      if (page.data.some((o) => o.status !== column.status || o.id >= after))
        throw new Error(`column ${column.status} after ${after} holds a wrong card`);
    },
    `${n} calls over the 5 columns, cursors anywhere in them (20 cards, with the column's count)`,
  );
  await timed(
    run,
    'Kanban column first page',
    50,
    n,
    (i) => list(`status=${roundRobin(ORDER_STATUSES, i, 'status')}&per_page=20&page=1`),
    `${n} calls, the 5 columns in turn (20 cards + count)`,
  );
}

/** EXPLAIN (ANALYZE) of the queries behind these figures, into tests/.artifacts. */
async function writeExplain(sql: Sql, kind: Database, sample: SampleOrder): Promise<BenchRow> {
  const file = path.resolve(
    import.meta.dirname,
    `../../../tests/.artifacts/explain-admin-scale-${kind.toLowerCase()}.txt`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await explainAdminQueries(sql, sample));
  return row(
    `EXPLAIN (ANALYZE) of the admin queries (${kind})`,
    path.relative(path.resolve(import.meta.dirname, '../../..'), file),
    '',
    null,
  );
}
