// Child process of the kill -9 test (tests/handlers/orders/crash-recovery.test.ts), run with plain
// node: owns an embedded database on a data folder, places orders through the real POST /api/orders
// handler, several at a time, and appends the id of each acknowledged order (201 received) to a
// file, synchronously, before printing "ack". The parent kills it with SIGKILL mid-way.
// Usage: node tests/support/order-crash-child.ts <dataDir> <ackFile> <outboxDir>
import { appendFileSync } from 'node:fs';
import { startEmbeddedDatabase } from '../../src/local/runner/embedded-database.ts';
import { functionContext } from './function-context.ts';

const [dataDir, ackFile, outboxDir] = process.argv.slice(2);
if (!dataDir || !ackFile || !outboxDir) throw new Error('usage: order-crash-child.ts <dataDir> <ackFile> <outboxDir>');

const database = await startEmbeddedDatabase({ dataDir, port: 0 });
Object.assign(process.env, {
  DATABASE_URL: database.url,
  SITE_URL: 'http://localhost:8888',
  LOCAL_AUTH_SECRET: 'crash-test-local-auth-secret-0123456789',
  LOCAL_PAYMENT_WEBHOOK_SECRET: 'crash-test-webhook-secret-0123456789',
  LOCAL_OUTBOX_DIR: outboxDir,
});
const { getSql } = await import('../../src/server/db/client.ts');
const { default: createOrder } = await import('../../netlify/functions/orders-create.mts');
const sql = getSql();

// the same two products every run: A (1 per order) and B (2 per order), plenty of stock.
await sql.unsafe(`insert into public.categories (name, slug) values ('Crash', 'crash') on conflict (slug) do nothing`);
const existing = await sql.unsafe<{ id: number }[]>(`select id from public.products order by id`);
if (existing.length === 0) {
  await sql.unsafe(
    `insert into public.products (category_id, name_fr, description_fr, size_ml, gender, price_cents, stock)
     select c.id, p.name, 'Test', 50, 'unisex', p.price, 100000 from public.categories c,
       (values ('Crash A', 4500), ('Crash B', 7000)) as p(name, price) where c.slug = 'crash'`,
  );
}
// bank-transfer orders are taken only with the shop's account in the settings
await sql.unsafe(
  `update public.shop_settings set bank_iban = 'BE68 5390 0754 7034', bank_bic = 'JVBABE22', bank_account_holder = 'Maison Lumière SRL'`,
);
const [a, b] = (await sql.unsafe<{ id: number }[]>(`select id from public.products order by id`)).map((r) => r.id);
process.stdout.write('ready\n');

let n = 0;
async function worker(): Promise<never> {
  for (;;) {
    n += 1;
    const res = await createOrder(
      new Request('http://localhost/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `crash-${process.pid}-${n}` },
        body: JSON.stringify({
          items: [
            { product_id: a, quantity: 1 },
            { product_id: b, quantity: 2 },
          ],
          customer: {
            firstName: 'Crash',
            lastName: 'Test',
            email: 'crash@example.be',
            address: 'Rue 1',
            city: 'Gent',
            postalCode: '9000',
            country: 'BE',
          },
          paymentMethod: 'bank-transfer',
          language: 'nl',
        }),
      }),
      functionContext({}, `10.9.${n % 250}.${process.pid % 250}`),
    );
    if (res.status === 201) {
      const { order } = (await res.json()) as { order: { id: number } };
      appendFileSync(ackFile!, `${order.id}\n`);
      process.stdout.write('ack\n');
    } else {
      process.stdout.write(`status ${res.status}\n`);
    }
  }
}
await Promise.all([worker(), worker(), worker(), worker()]);
