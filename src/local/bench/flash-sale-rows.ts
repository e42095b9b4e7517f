// The flash sale (flash-sale.ts) as rows of the bench table, with what the shop printed meanwhile.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runFlashSale } from './flash-sale.ts';
import { ms, row, type BenchRow } from './results.ts';
import type { ShopProcess } from './shop-process.ts';

export async function flashSaleRows(shop: ShopProcess, database: string): Promise<BenchRow[]> {
  const admin = JSON.parse(readFileSync(path.join(shop.dataDir, 'admin-credentials.json'), 'utf8')) as {
    email: string;
    password: string;
  };
  const printedBefore = shop.output().length;
  const sale = await runFlashSale({ shopUrl: shop.url, admin, units: 10, shoppers: 100 });
  const printed = shop.output().slice(printedBefore);
  const resets = (printed.match(/ECONNRESET/g) ?? []).length;
  const stackLines = printed.split('\n').filter((line) => /^\s+at /.test(line)).length;
  const statuses = Object.entries(sale.orderStatuses)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');
  const wrongFollowUps = sale.followUps.filter((f) => f.status !== f.expected);
  const exact =
    sale.orderStatuses[201] === 10 && sale.orderStatuses[409] === 90 && Object.keys(sale.orderStatuses).length === 2;
  return [
    row(
      `Flash sale through HTTP (${database}): 100 shoppers, distinct addresses, last 10 units, rebuild running`,
      `${statuses}; stock after ${sale.stockAfter}; wall ${ms(sale.wallMs)} (order p95 ${ms(sale.orderP95Ms)})`,
      'exactly 10 x 201 and 90 x 409, 0 x 5xx, stock 0',
      exact && sale.stockAfter === 0,
    ),
    row(
      `After the flash sale (${database}): the next 20 requests, the rebuild, static pages, the log`,
      `${20 - wrongFollowUps.length}/20 answered as expected; rebuild ${sale.rebuildSucceeded ? 'succeeded' : 'FAILED'} (${sale.rebuildOverlapped ? 'ran during the sale' : 'did not overlap'}, ${sale.rebuildFailures} failed attempts); static pages ${sale.static5xx} x 5xx of ${sale.staticReads}; log: ${resets} ECONNRESET, ${stackLines} stack lines`,
      'all 20 as expected; rebuild succeeds; 0 static 5xx; 0 ECONNRESET',
      wrongFollowUps.length === 0 &&
        sale.followUps.length === 20 &&
        sale.rebuildSucceeded &&
        sale.static5xx === 0 &&
        resets === 0 &&
        stackLines === 0,
      wrongFollowUps.length
        ? wrongFollowUps.map((f) => `${f.what}: ${f.status} (expected ${f.expected})`).join('; ')
        : undefined,
    ),
  ];
}
