// The back-office at scale: 100,000 orders and 1,000 products seeded into a throwaway database (an
// in-memory PGlite, or a fresh database on the PostgreSQL of BENCH_POSTGRES_URL), then the real admin
// handlers called in-process with a real admin session: the orders list (first and deep pages), the
// search (name, e-mail, order number), a Kanban column page after a cursor, the column counts, and
// the dashboard statistics. The shop's own data is never touched. EXPLAIN (ANALYZE) of the queries
// behind them goes to tests/.artifacts/explain-admin-scale-<database>.txt.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load, p, type Handler } from './handler-latency.ts';
import { createPostgresDatabase } from './postgres-database.ts';
import { startInProcessDatabase, throwawayEnv } from './in-process-db.ts';
import { explainAdminQueries } from './explain-admin.ts';
import { row, type BenchRow } from './results.ts';
import { seedScale } from './seed-scale.ts';
import { percentile, timeCalls } from './stats.ts';

export const SCALE_ORDERS = 100_000;
export const SCALE_PRODUCTS = 1_000;
const ADMIN = { email: 'bench-admin@maison.local', password: 'a bench admin passphrase' };
const STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;
const IP = '10.7.0.1';

interface OrderPage {
  data: { id: number; name: string; email: string; status: string }[];
  total: number;
  last_page: number;
}

type Database = 'PGlite' | 'PostgreSQL';

/** The admin figures on each database the bench can reach: PGlite always, PostgreSQL when named. */
export async function adminScaleRows(root: string, options: { quick: boolean; postgresUrl?: string }): Promise<BenchRow[]> {
  const rows = await onThrowawayDatabase(root, 'PGlite', undefined, options.quick);
  if (options.postgresUrl) return [...rows, ...(await onThrowawayDatabase(root, 'PostgreSQL', options.postgresUrl, options.quick))];
  return [...rows, row('Admin at 100k orders on PostgreSQL', 'not measured', 'as on PGlite', null, 'set BENCH_POSTGRES_URL (a PostgreSQL server the bench may create a database on)')];
}

async function onThrowawayDatabase(root: string, kind: Database, postgresUrl: string | undefined, quick: boolean): Promise<BenchRow[]> {
  const embedded = kind === 'PGlite' ? await startInProcessDatabase() : undefined;
  const server = postgresUrl ? await createPostgresDatabase(postgresUrl, 'scale') : undefined;
  const { env, remove } = embedded ? { env: embedded.env, remove: () => {} } : throwawayEnv(server!.url);
  const { closeSql, getSql } = await import('../server/db/client.ts');
  const { resetEnvCache } = await import('../server/config/env.ts');
  const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  // The functions read the environment once: point them at this database, and back afterwards.
  await closeSql();
  Object.assign(process.env, env);
  resetEnvCache();
  try {
    return await measure(root, kind, getSql(), quick);
  } finally {
    await closeSql();
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
    await embedded?.stop();
    await server?.drop();
    remove();
  }
}

async function measure(root: string, kind: Database, sql: import('../server/db/client.ts').Sql, quick: boolean): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const n = quick ? 30 : 100;
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

  const { upsertLocalAdmin } = await import('../server/auth/local-admins.ts');
  await upsertLocalAdmin(sql, ADMIN.email, ADMIN.password);
  const login = (await load(root, 'auth-login'))!;
  const res = await login(
    new Request('http://localhost/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }),
    { params: {}, ip: IP },
  );
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const orders = (await load(root, 'admin-orders'))!;
  const stats = (await load(root, 'admin-stats'))!;
  const get = async <T>(handler: Handler, url: string): Promise<T> => {
    const response = await handler(new Request(`http://localhost${url}`, { headers: { authorization: `Bearer ${token}` } }), { params: {}, ip: IP });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  };
  const list = (query: string) => get<OrderPage>(orders, `/api/orders?${query}`);
  const timed = async (what: string, bar: number, calls: number, fn: (i: number) => Promise<unknown>, note: string) => {
    const durations = await timeCalls(calls, fn);
    rows.push(row(`${what} (${kind})`, p(durations), `p95 <= ${bar} ms`, percentile(durations, 95) <= bar, note));
  };

  // The orders table: 10 a page, newest first, as OrdersTable asks for it.
  const first = await list('page=1&per_page=10&date=all');
  if (first.total !== SCALE_ORDERS + seed.base) throw new Error(`the list counts ${first.total} orders, not ${SCALE_ORDERS + seed.base}`);
  await timed('Orders list, first page', 50, n, () => list('page=1&per_page=10&date=all'), `${n} calls, 10 a page of ${first.total.toLocaleString('en')}`);
  const middle = Math.ceil(first.last_page / 2);
  await timed('Orders list, deep page', 50, n, (i) => list(`page=${i % 2 ? first.last_page : middle}&per_page=10&date=all`), `${n} calls, pages ${middle} and ${first.last_page} (offset ${((middle - 1) * 10).toLocaleString('en')} and ${((first.last_page - 1) * 10).toLocaleString('en')})`);

  // Search: what a seller types. Terms come from the seeded orders, and each answer is checked.
  const sample = await sql.unsafe<{ id: number; name: string; last_name: string; email: string }[]>(
    `select id, name, last_name, email from public.orders where id % 997 = 0 order by id`,
  );
  const pickSample = (i: number) => sample[i % sample.length]!;
  const search = (term: string) => list(`page=1&per_page=10&date=all&search=${encodeURIComponent(term)}`);
  await timed(
    'Search by customer name',
    100,
    n,
    async (i) => {
      const o = pickSample(i);
      const term = i % 3 === 0 ? o.last_name : i % 3 === 1 ? o.name : o.last_name.slice(0, 4).toLowerCase();
      const page = await search(term);
      if (!page.data.some((r) => r.name.toLowerCase().includes(term.toLowerCase()))) throw new Error(`no order of "${term}" found`);
    },
    `${n} calls: last name, full name, first 4 letters (lowercase)`,
  );
  await timed(
    'Search by e-mail',
    100,
    n,
    async (i) => {
      const o = pickSample(i);
      const term = i % 2 === 0 ? o.email : o.email.split('@')[0]!;
      const page = await search(term);
      if (!page.data.some((r) => r.email === o.email)) throw new Error(`${o.email} not found by "${term}"`);
    },
    `${n} calls: whole address, the part before @`,
  );
  await timed(
    'Search by order number',
    100,
    n,
    async (i) => {
      const o = pickSample(i);
      const term = [`ML-${String(o.id).padStart(6, '0')}`, `#${o.id}`, String(o.id)][i % 3]!;
      const page = await search(term);
      // a bare number also matches e-mail addresses holding those digits (newer orders may come first)
      const found = page.data.some((r) => r.id === o.id) || (i % 3 === 2 && page.total > page.data.length);
      if (!found) throw new Error(`order ${o.id} not found by "${term}"`);
    },
    `${n} calls: ML-000123, #123, 123`,
  );

  // The Kanban: each column on its own, 20 cards, then "show more" after a card anywhere in it.
  const counted = await sql.unsafe<{ status: string; n: number }[]>('select status::text, count(*)::int as n from public.orders group by status');
  const columns = await Promise.all(STATUSES.map((s) => list(`status=${s}&per_page=20&page=1`)));
  const mismatched = STATUSES.filter((s, i) => columns[i]!.total !== (counted.find((c) => c.status === s)?.n ?? 0));
  const columnSum = columns.reduce((sum, c) => sum + c.total, 0);
  rows.push(
    row(
      `Kanban column counts at ${SCALE_ORDERS.toLocaleString('en')} orders (${kind})`,
      STATUSES.map((s, i) => `${s} ${columns[i]!.total.toLocaleString('en')}`).join(' · '),
      'each = count(*) of its status; sum = all orders',
      mismatched.length === 0 && columnSum === first.total,
      mismatched.length ? `wrong: ${mismatched.join(', ')}` : `sum ${columnSum.toLocaleString('en')}`,
    ),
  );
  const cursors = await sql.unsafe<{ status: string; id: number }[]>(`select status::text, id from public.orders where id % 89 = 0 order by id`);
  const byStatus = STATUSES.map((s) => cursors.filter((c) => c.status === s).map((c) => c.id)).map((ids, i) => ({ status: STATUSES[i]!, ids }));
  const usable = byStatus.filter((c) => c.ids.length > 0);
  await timed(
    'Kanban column page after= cursor',
    50,
    n,
    async (i) => {
      const column = usable[i % usable.length]!;
      const after = column.ids[Math.floor(i / usable.length) % column.ids.length]!;
      const page = await list(`status=${column.status}&per_page=20&page=1&after=${after}`);
      if (page.data.some((o) => o.status !== column.status || o.id >= after)) throw new Error(`column ${column.status} after ${after} holds a wrong card`);
    },
    `${n} calls over the 5 columns, cursors anywhere in them (20 cards, with the column's count)`,
  );
  await timed('Kanban column first page', 50, n, (i) => list(`status=${STATUSES[i % 5]}&per_page=20&page=1`), `${n} calls, the 5 columns in turn (20 cards + count)`);

  const statsCalls = quick ? 15 : 40;
  await timed('Dashboard statistics GET /api/admin/stats', 300, statsCalls, () => get(stats, '/api/admin/stats'), `${statsCalls} calls`);

  const file = path.resolve(import.meta.dirname, `../../tests/.artifacts/explain-admin-scale-${kind.toLowerCase()}.txt`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await explainAdminQueries(sql, sample[0]!));
  rows.push(row(`EXPLAIN (ANALYZE) of the admin queries (${kind})`, path.relative(path.resolve(import.meta.dirname, '../..'), file), '', null));
  return rows;
}
