// kill -9 of the process that owns the embedded database while it places orders, three times: every
// acknowledged order is present and whole after reopening the data folder, and no order anywhere is
// half-written (each has its items and its history, and the stock adds up).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '../../../src/local/runner/embedded-database.ts';

const CHILD = path.resolve(import.meta.dirname, '../../support/order-crash-child.ts');
const root = mkdtempSync(path.join(tmpdir(), 'order-crash-'));
const dataDir = path.join(root, 'pglite');
const ackFile = path.join(root, 'acks.txt');
writeFileSync(ackFile, '');

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the child until it has acknowledged `acks` more orders, then SIGKILLs it mid-flight. */
function runAndKill(acks: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, dataDir, ackFile, path.join(root, 'outbox')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seen = 0;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      seen += d
        .toString()
        .split('\n')
        .filter((l) => l === 'ack').length;
      if (seen >= acks && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`child exited ${code}: ${stderr}`)),
    );
  });
}

describe('kill -9 during order placement', () => {
  it(
    'three times: every acknowledged order is present and whole, none half-written',
    { timeout: 180_000 },
    async () => {
      for (let run = 0; run < 3; run++) await runAndKill(15 + run * 5);
      const acknowledged = readFileSync(ackFile, 'utf8').split('\n').filter(Boolean).map(Number);
      expect(acknowledged.length).toBeGreaterThanOrEqual(15 + 20 + 25);

      const database = await startEmbeddedDatabase({ dataDir });
      try {
        const q = async <T>(text: string, params: unknown[] = []) => (await database.db.query<T>(text, params)).rows;
        const orders = await q<{
          id: number;
          lines: number;
          units: number;
          a: number;
          b: number;
          history: number;
          total_cents: number;
        }>(
          `select o.id::int, o.total_cents,
                (select count(*)::int from public.order_items i where i.order_id = o.id) as lines,
                (select coalesce(sum(quantity), 0)::int from public.order_items i where i.order_id = o.id) as units,
                (select count(*)::int from public.order_status_history h where h.order_id = o.id) as history,
                0 as a, 0 as b
           from public.orders o order by o.id`,
        );
        const byId = new Map(orders.map((o) => [o.id, o]));
        for (const id of acknowledged) {
          const order = byId.get(id);
          expect(order, `acknowledged order ${id}`).toBeDefined();
          expect(order).toMatchObject({ lines: 2, units: 3, history: 1, total_cents: 4500 + 2 * 7000 + 1000 });
        }
        // no order anywhere is half-written, acknowledged or not
        for (const order of orders) expect(order).toMatchObject({ lines: 2, units: 3, history: 1 });
        const stock = await q<{ name_fr: string; stock: number }>(
          `select name_fr, stock from public.products order by id`,
        );
        expect(stock).toEqual([
          { name_fr: 'Crash A', stock: 100000 - orders.length },
          { name_fr: 'Crash B', stock: 100000 - 2 * orders.length },
        ]);
      } finally {
        await database.stop();
      }
    },
  );
});
