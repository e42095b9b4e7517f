// What the kill -9 tests' child processes share (order-crash-child.ts, cancel-crash-child.ts): the shop
// on an embedded database in a data folder, the crash category's products, and a shopper's order placed
// through the real POST /api/orders handler. The child is killed mid-way: nothing here cleans up.
import { startEmbeddedDatabase } from '../../src/local/runner/embedded-database.ts';
import { functionContext } from './function-context.ts';

export interface CrashProduct {
  name: string;
  priceCents: number;
  stock: number;
}

export interface OrderLine {
  product_id: number;
  quantity: number;
}

/**
 * Opens the embedded database on `dataDir` and points the shop's code at it (plus `env`); the shop's
 * modules are imported only after that, so they read this environment.
 */
export async function startCrashShop(dataDir: string, outboxDir: string, env: Record<string, string> = {}) {
  const database = await startEmbeddedDatabase({ dataDir, port: 0 });
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    SITE_URL: 'http://localhost:8888',
    LOCAL_AUTH_SECRET: 'crash-test-local-auth-secret-0123456789',
    LOCAL_PAYMENT_WEBHOOK_SECRET: 'crash-test-webhook-secret-0123456789',
    LOCAL_OUTBOX_DIR: outboxDir,
    ...env,
  });
  const { getSql } = await import('../../src/server/db/client.ts');
  const sql = getSql();

  /** The crash category's products, created on the folder's first run: their ids in the order given. */
  async function crashProducts(products: CrashProduct[]): Promise<number[]> {
    await sql.unsafe(
      `insert into public.categories (name, slug) values ('Crash', 'crash') on conflict (slug) do nothing`,
    );
    const existing = await sql.unsafe<{ id: number }[]>(`select id from public.products order by id`);
    if (existing.length === 0) {
      for (const p of products)
        await sql.unsafe(
          `insert into public.products (category_id, name_fr, description_fr, size_ml, gender, price_cents, stock)
           select id, $1, 'Test', 50, 'unisex', $2, $3 from public.categories where slug = 'crash'`,
          [p.name, p.priceCents, p.stock],
        );
    }
    return (await sql.unsafe<{ id: number }[]>(`select id from public.products order by id`)).map((r) => r.id);
  }

  /** One shopper's order (Gent, in Dutch) through the real handler (imported on first use: a child that
   * only sends e-mails never loads it). */
  async function placeOrder(
    items: OrderLine[],
    paymentMethod: 'bank-transfer' | 'credit-card',
    idempotencyKey: string,
    ip: string,
  ): Promise<Response> {
    const { default: createOrder } = await import('../../netlify/functions/orders-create.mts');
    return createOrder(
      new Request('http://localhost/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({
          items,
          customer: {
            firstName: 'Crash',
            lastName: 'Test',
            email: 'crash@example.be',
            address: 'Rue 1',
            city: 'Gent',
            postalCode: '9000',
            country: 'BE',
          },
          paymentMethod,
          language: 'nl',
        }),
      }),
      functionContext({}, ip),
    );
  }

  return { sql, crashProducts, placeOrder };
}
