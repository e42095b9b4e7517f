// The local runner under load, measured from outside over HTTP: the first API call after `npm start`
// says ready, and catalog reads per second with many clients at once (keep-alive connections, as
// browsers hold them).
import { percentile } from './stats.ts';
import { ms, row, type BenchRow } from './results.ts';

export async function firstApiCallRow(shopUrl: string, readyMs: number): Promise<BenchRow> {
  const started = performance.now();
  const response = await fetch(`${shopUrl}/api/products`);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`first API call answered ${response.status}`);
  return row(
    'First API call after `npm start` says ready (GET /api/products)',
    ms(elapsed),
    '<= 1 s',
    elapsed <= 1000,
    `ready ${(readyMs / 1000).toFixed(1)} s after the start (fresh data folder: seed and build included)`,
  );
}

export async function throughputRow(shopUrl: string, concurrency: number, total: number): Promise<BenchRow> {
  const url = `${shopUrl}/api/products`;
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const client = async () => {
    while (next < total) {
      next += 1;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  const perSecond = total / seconds;
  return row(
    `Catalog reads per second through the local runner, ${concurrency} concurrent clients`,
    `${perSecond.toFixed(0)}/s (${total} reads in ${seconds.toFixed(1)} s; latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}; ${failed} failed)`,
    '>= 150/s, 0 failed',
    perSecond >= 150 && failed === 0,
  );
}
