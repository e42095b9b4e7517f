// Child process of the kill -9 test (tests/handlers/orders/crash-recovery.test.ts), run with plain
// node: owns an embedded database on a data folder, places orders through the real POST /api/orders
// handler, several at a time, and appends the id of each acknowledged order (201 received) to a
// file, synchronously, before printing "ack". The parent kills it with SIGKILL mid-way.
// Usage: node tests/support/order-crash-child.ts <dataDir> <ackFile> <outboxDir>
import { appendFileSync } from 'node:fs';
import { startCrashShop } from './crash-child-shop.ts';

const [dataDir, ackFile, outboxDir] = process.argv.slice(2);
if (!dataDir || !ackFile || !outboxDir) throw new Error('usage: order-crash-child.ts <dataDir> <ackFile> <outboxDir>');

const { sql, crashProducts, placeOrder } = await startCrashShop(dataDir, outboxDir);
// the same two products every run: A (1 per order) and B (2 per order), plenty of stock.
const [a, b] = (await crashProducts([
  { name: 'Crash A', priceCents: 4500, stock: 100000 },
  { name: 'Crash B', priceCents: 7000, stock: 100000 },
])) as [number, number];
// bank-transfer orders are taken only with the shop's account in the settings
await sql.unsafe(
  `update public.shop_settings set bank_iban = 'BE68 5390 0754 7034', bank_bic = 'JVBABE22', bank_account_holder = 'Maison Lumière SRL'`,
);
process.stdout.write('ready\n');

let n = 0;
async function worker(): Promise<never> {
  for (;;) {
    n += 1;
    const res = await placeOrder(
      [
        { product_id: a, quantity: 1 },
        { product_id: b, quantity: 2 },
      ],
      'bank-transfer',
      `crash-${process.pid}-${n}`,
      `10.9.${n % 250}.${process.pid % 250}`,
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
