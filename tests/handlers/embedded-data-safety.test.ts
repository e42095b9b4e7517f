// Data safety of the embedded database: a backup restored gives back exactly the same orders, backup
// and restore refuse while another process (the shop) has the database open, and a second process opening the same data folder
// (a second `npm start`) is refused with a clear message.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../../src/local/runner/backup.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/local/runner/embedded-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'shop-data-safety-'));
const dataDir = path.join(work, 'pglite');
const backupFile = path.join(work, 'backup.tar.gz');

const ORDERS_SNAPSHOT = `select coalesce(json_agg(o order by o.id), '[]')::text as orders,
  (select coalesce(json_agg(i order by i.id), '[]')::text from public.order_items i) as items from public.orders o`;

async function snapshot(db: EmbeddedDatabase): Promise<{ orders: string; items: string }> {
  return (await db.db.query<{ orders: string; items: string }>(ORDERS_SNAPSHOT)).rows[0]!;
}

async function placeOrders(db: EmbeddedDatabase, count: number, from: number): Promise<void> {
  for (let n = from; n < from + count; n++) {
    await db.db.query(
      `with o as (
         insert into public.orders (first_name, last_name, email, address, city, postal_code, country, payment_method,
           subtotal_cents, shipping_cents, total_cents, vat_cents, access_token_hash, idempotency_key, request_hash)
         values ('Anne', 'Client ' || $1, 'anne' || $1 || '@example.com', 'Rue Neuve 1', 'Bruxelles', '1000', 'BE', 'bank-transfer',
           12000, 1000, 13000, 2256, repeat('a', 64), 'backup-test-' || $1, 'hash-' || $1)
         returning id
       )
       insert into public.order_items (order_id, product_name, size_ml, unit_price_cents, quantity)
       select id, 'Rose de Minuit', 50, 6000, 2 from o`,
      [n],
    );
  }
}

function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
    const child = spawn(process.execPath, ['--experimental-strip-types', script, ...args], {
      cwd: ROOT,
      env: { ...clean, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

// Only the embedded database has a data folder: CI's pass on a real PostgreSQL has nothing to add here.
const embeddedPass = inject('databaseKind') === 'pglite';

describe.runIf(embeddedPass)('backup and restore of the embedded database', () => {
  let before: { orders: string; items: string };

  beforeAll(async () => {
    const db = await startEmbeddedDatabase({ dataDir, port: 0 });
    await placeOrders(db, 5, 1);
    before = await snapshot(db);
    await db.stop();
  });

  it('a restored shop has exactly the orders of the backup, and none made after it', async () => {
    expect(await backupDatabase(dataDir, backupFile)).toBeGreaterThan(1000);
    const db = await startEmbeddedDatabase({ dataDir, port: 0 });
    await placeOrders(db, 2, 100);
    await db.db.query(`delete from public.orders where idempotency_key = 'backup-test-1'`);
    expect(await snapshot(db)).not.toEqual(before);
    await db.stop();

    expect(await restoreDatabase(dataDir, backupFile)).toBe(5);
    const restored = await startEmbeddedDatabase({ dataDir, port: 0 });
    expect(await snapshot(restored)).toEqual(before);
    await restored.stop();
  });

  it('a file that is not a snapshot is refused and the database stays as it was', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a snapshot');
    await expect(restoreDatabase(dataDir, junk)).rejects.toThrow();
    const db = await startEmbeddedDatabase({ dataDir, port: 0 });
    expect(await snapshot(db)).toEqual(before);
    await db.stop();
  });

  it('npm run db:backup and db:restore refuse clearly while the shop has the database open', async () => {
    const shopDataDir = path.join(work, 'shop');
    const db = await startEmbeddedDatabase({ dataDir: path.join(shopDataDir, 'pglite'), port: 0 });
    try {
      const backup = await runScript('src/local/scripts/db-backup.ts', [path.join(work, 'x.tar.gz')], {
        EMBEDDED_DATA_DIR: shopDataDir,
      });
      expect(backup.code).toBe(1);
      expect(backup.output).toContain('Cannot back up while the shop is running');
      expect(backup.output).toContain(`in use by process ${process.pid}`);
      expect(existsSync(path.join(work, 'x.tar.gz'))).toBe(false);
      const restore = await runScript('src/local/scripts/db-restore.ts', [backupFile], {
        EMBEDDED_DATA_DIR: shopDataDir,
      });
      expect(restore.code).toBe(1);
      expect(restore.output).toContain('Cannot restore while the shop is running');
    } finally {
      await db.stop();
    }
    const backup = await runScript('src/local/scripts/db-backup.ts', [path.join(work, 'y.tar.gz')], {
      EMBEDDED_DATA_DIR: shopDataDir,
    });
    expect(backup.output).toContain('Backed up');
    expect(backup.code).toBe(0);
  });
});

describe.runIf(embeddedPass)('one owner of the embedded database', () => {
  it('refuses a second process (a second npm start) with a clear message, and takes over a stale lock', async () => {
    const shopDataDir = path.join(work, 'owned');
    const db = await startEmbeddedDatabase({ dataDir: path.join(shopDataDir, 'pglite'), port: 0 });
    try {
      const second = await runScript('src/local/scripts/start.ts', [], {
        EMBEDDED_DATA_DIR: shopDataDir,
        PORT: '0',
        EMBEDDED_DB_PORT: '0',
      });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`The embedded database is already in use by process ${process.pid}`);
      expect(second.output).toContain('Stop that process first');
    } finally {
      await db.stop();
    }
    // A lock left by a process that died (kill -9) does not keep the shop from starting.
    writeFileSync(path.join(shopDataDir, 'pglite.lock'), '999999999');
    const again = await startEmbeddedDatabase({ dataDir: path.join(shopDataDir, 'pglite'), port: 0 });
    await again.stop();
  });
});
