// Catalog read and order placement handlers called in-process (a real Request, the real handler, the
// embedded Postgres over its socket), p50/p95 over n calls after a warm-up.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ms, row, type BenchRow } from './results.ts';
import { percentile, timeCalls } from './stats.ts';
import { orderPayload } from './order-payload.ts';

/** The part of Netlify's Context these handlers read. */
export type Handler = (req: Request, context: { params: Record<string, string>; ip: string }) => Promise<Response>;
const READER = '10.8.0.1';

export async function load(root: string, name: string): Promise<Handler | null> {
  const file = path.join(root, 'netlify/functions', `${name}.mts`);
  if (!existsSync(file)) return null;
  return (await import(file)).default as Handler;
}

/** A function the bench cannot do without: its absence stops the bench, naming the file. */
export async function requireHandler(root: string, name: string): Promise<Handler> {
  const handler = await load(root, name);
  if (!handler) throw new Error(`netlify/functions/${name}.mts does not exist`);
  return handler;
}

export async function expectStatus(res: Response, ok: (status: number) => boolean, what: string): Promise<void> {
  const body = await res.text();
  if (!ok(res.status)) throw new Error(`${what}: ${res.status} ${body.slice(0, 300)}`);
}

export const p = (values: number[]) => `p50 ${ms(percentile(values, 50))} / p95 ${ms(percentile(values, 95))}`;

export async function measureHandlers(root: string, n: number): Promise<BenchRow[]> {
  const { getSql } = await import('../../server/db/client.ts');
  const sql = getSql();
  const rows: BenchRow[] = [];
  const productsRead = await requireHandler(root, 'products-read');
  const [first] = await sql<{ id: number }[]>`select id from public.products order by id limit 1`;
  if (!first) throw new Error('the catalog read bench needs a product: the catalog is empty');
  const list = await timeCalls(n, async () =>
    expectStatus(
      await productsRead(new Request('http://localhost/api/products'), { params: {}, ip: READER }),
      (s) => s === 200,
      'GET /api/products',
    ),
  );
  const one = await timeCalls(n, async () =>
    expectStatus(
      await productsRead(new Request(`http://localhost/api/products/${first.id}`), {
        params: { id: String(first.id) },
        ip: READER,
      }),
      (s) => s === 200,
      'GET /api/products/:id',
    ),
  );
  const [counted] = await sql<{ count: number }[]>`select count(*)::int as count from public.products`;
  const count = counted?.count ?? 0;
  rows.push(
    row(
      `Catalog read handler, list (${count} products), in-process`,
      p(list),
      'p95 <= 10 ms',
      percentile(list, 95) <= 10,
      `${n} calls`,
    ),
  );
  rows.push(
    row(
      'Catalog read handler, one product, in-process',
      p(one),
      'p95 <= 10 ms',
      percentile(one, 95) <= 10,
      `${n} calls`,
    ),
  );

  rows.push(await measureOrderPlacement(root, n));
  return rows;
}

/** POST /api/orders in-process: each call places a whole order, each from its own address. */
async function measureOrderPlacement(root: string, n: number): Promise<BenchRow> {
  const { getSql } = await import('../../server/db/client.ts');
  const sql = getSql();
  const ordersCreate = await load(root, 'orders-create');
  if (!ordersCreate) {
    return row(
      'Order placement handler, in-process',
      'not measured',
      'p95 <= 30 ms',
      false,
      'netlify/functions/orders-create.mts does not exist',
    );
  }
  // Plenty of stock so that every call places a whole order.
  await sql`update public.products set stock = 1000000`;
  const products = await sql<{ id: number }[]>`select id from public.products order by id limit 3`;
  const place = await timeCalls(n, async (i) => {
    const req = new Request('http://localhost/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${i}-${Date.now()}` },
      body: JSON.stringify(
        orderPayload(
          products.map((p) => p.id),
          i,
        ),
      ),
    });
    // Each order from its own address (as many shoppers): the per-address limit is not what is measured.
    await expectStatus(
      await ordersCreate(req, { params: {}, ip: `10.9.${(i >> 8) % 250}.${i % 250}` }),
      (s) => s >= 200 && s < 300,
      'POST /api/orders',
    );
  });
  return row(
    'Order placement handler POST /api/orders, in-process',
    p(place),
    'p95 <= 30 ms',
    percentile(place, 95) <= 30,
    `${n} orders`,
  );
}
