// The soak: mixed catalog reads and orders for a while (5 minutes by default) against the
// shop as `npm start` serves it, each request from a fresh loopback address (so no per-address limit
// spares the shop), 12 readers and 3 order loops. Reported: requests and failures by kind (a status, or
// a connection error such as ECONNRESET), whether every failure was a 503 or 429 with Retry-After,
// EMFILE lines the shop printed, RSS at the start, peak and end (and how far it strayed in the last
// 60 % of the run from its value at 40 %: minute 2 of 5), open files at the peak, the catalog's p50
// 10 s after the soak, and how long SIGTERM then takes to end the process.
import { setTimeout as sleep } from 'node:timers/promises';
import { clientAddress, send, type LoopbackResponse } from './loopback-client.ts';
import { orderPayload } from './order-payload.ts';
import { sampleProcess, type ProcessSample } from './process-sample.ts';
import { ms, row, type BenchRow } from './results.ts';
import { percentile } from './stats.ts';

export interface SoakOptions {
  durationMs: number;
  readers?: number;
  orderLoops?: number;
}

interface Tally {
  reads: number;
  orders: number;
  /** kind (status or error code) -> count, for every answer that is not a success. */
  failures: Record<string, number>;
  /** 503 / 429 answers without Retry-After, and failures of any other kind. */
  unexplained: number;
}

const READ_PATHS = ['/api/products', '/api/categories', '/api/settings', '/', '/en/', '/nl/shop/'];

async function request(
  url: string,
  tally: Tally,
  init: Parameters<typeof send>[1],
  ok: (r: LoopbackResponse) => boolean,
): Promise<void> {
  let response: LoopbackResponse;
  try {
    response = await send(url, { ...init, timeoutMs: 30_000 });
  } catch (error) {
    const kind = (error as NodeJS.ErrnoException).code ?? 'timeout';
    tally.failures[kind] = (tally.failures[kind] ?? 0) + 1;
    tally.unexplained += 1;
    return;
  }
  if (ok(response)) return;
  const kind = String(response.status);
  tally.failures[kind] = (tally.failures[kind] ?? 0) + 1;
  if (!((response.status === 503 || response.status === 429) && response.retryAfter)) tally.unexplained += 1;
}

function loops(
  shopUrl: string,
  productIds: number[],
  options: SoakOptions,
  tally: Tally,
  until: number,
): Promise<void>[] {
  let n = 1000;
  const reader = async () => {
    while (performance.now() < until) {
      const pathname = READ_PATHS[n % READ_PATHS.length] ?? '/api/products';
      tally.reads += 1;
      await request(`${shopUrl}${pathname}`, tally, { from: clientAddress(n++) }, (r) => r.status === 200);
    }
  };
  const orderLoop = async () => {
    while (performance.now() < until) {
      const i = n++;
      const productId = productIds[i % productIds.length] ?? 1;
      tally.orders += 1;
      const body = JSON.stringify(orderPayload([productId], i));
      const headers = { 'content-type': 'application/json', 'idempotency-key': `soak-${Date.now()}-${i}` };
      // 409 (sold out) is the shop's answer to a shopper, not a failure of the shop.
      await request(
        `${shopUrl}/api/orders`,
        tally,
        { method: 'POST', headers, body, from: clientAddress(i) },
        (r) => r.status === 201 || r.status === 409,
      );
    }
  };
  return [
    ...Array.from({ length: options.readers ?? 12 }, reader),
    ...Array.from({ length: options.orderLoops ?? 3 }, orderLoop),
  ];
}

async function catalogP50(shopUrl: string): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < 50; i++)
    latencies.push((await send(`${shopUrl}/api/products`, { from: clientAddress(900_000 + i) })).ms);
  return percentile(latencies, 50);
}

/** RSS drift: the largest distance, in the last 60 % of the run, from the value at 40 %. */
function rssDrift(samples: ProcessSample[], started: number, durationMs: number): { reference: number; worst: number } {
  const mark = started + durationMs * 0.4;
  const reference = samples.find((s) => s.at >= mark)?.rssMb ?? samples[0]?.rssMb ?? 0;
  const late = samples.filter((s) => s.at >= mark);
  const worst = late.reduce((w, s) => Math.max(w, Math.abs(s.rssMb - reference)), 0);
  return { reference, worst };
}

export async function soakRows(
  shop: { url: string; pid: number; output(): string; stop(): Promise<void> },
  options: SoakOptions,
): Promise<BenchRow[]> {
  const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { id: number }[];
  const tally: Tally = { reads: 0, orders: 0, failures: {}, unexplained: 0 };
  const samples: ProcessSample[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    const sample = sampleProcess(shop.pid);
    if (sample) samples.push(sample);
  }, 1000);
  const before = sampleProcess(shop.pid);
  await Promise.all(
    loops(
      shop.url,
      products.map((p) => p.id),
      options,
      tally,
      started + options.durationMs,
    ),
  );
  clearInterval(sampler);
  const end = sampleProcess(shop.pid);
  const seconds = (performance.now() - started) / 1000;
  await sleep(10_000);
  const p50 = await catalogP50(shop.url);
  const stopStarted = performance.now();
  await shop.stop();
  const stopMs = performance.now() - stopStarted;
  return soakTable({
    tally,
    samples,
    before,
    end,
    seconds,
    p50,
    stopMs,
    emfile: (shop.output().match(/EMFILE/g) ?? []).length,
    started,
    options,
  });
}

function soakTable(m: {
  tally: Tally;
  samples: ProcessSample[];
  before: ProcessSample | null;
  end: ProcessSample | null;
  seconds: number;
  p50: number;
  stopMs: number;
  emfile: number;
  started: number;
  options: SoakOptions;
}): BenchRow[] {
  const { tally, samples } = m;
  const peak = samples.reduce((p, s) => (s.rssMb > p.rssMb ? s : p), samples[0] ?? { at: 0, rssMb: 0, openFiles: 0 });
  const maxFiles = samples.reduce((f, s) => Math.max(f, s.openFiles), 0);
  const drift = rssDrift(samples, m.started, m.options.durationMs);
  const failures =
    Object.entries(tally.failures)
      .map(([kind, count]) => `${count} x ${kind}`)
      .join(', ') || 'none';
  const resets = (tally.failures['ECONNRESET'] ?? 0) + (tally.failures['ECONNREFUSED'] ?? 0);
  const rate = ((tally.reads + tally.orders) / m.seconds).toFixed(0);
  const within = drift.reference > 0 ? (100 * drift.worst) / drift.reference : 0;
  const label = `Soak ${(m.options.durationMs / 1000).toFixed(0)} s: 12 readers + 3 order loops, a fresh loopback address per request`;
  return [
    row(
      label,
      `${tally.reads} reads + ${tally.orders} orders (${rate}/s); failures: ${failures}`,
      '0 EMFILE, 0 resets, every failure 503/429 with Retry-After',
      m.emfile === 0 && resets === 0 && tally.unexplained === 0,
      `${m.emfile} EMFILE lines; ${tally.unexplained} failures without Retry-After or not 503/429`,
    ),
    row(
      'Soak: RSS start / peak / end; open files at the peak',
      `${m.before?.rssMb.toFixed(0) ?? '?'} / ${peak.rssMb.toFixed(0)} / ${m.end?.rssMb.toFixed(0) ?? '?'} MB; ${maxFiles} open files`,
      'RSS in the last 60 % within 10 % of its value at 40 %',
      within <= 10,
      `at 40 %: ${drift.reference.toFixed(0)} MB, furthest after: ${within.toFixed(1)} %`,
    ),
    row('Soak: catalog p50 10 s after the soak (GET /api/products, 50 calls)', ms(m.p50), '<= 15 ms', m.p50 <= 15),
    row('Soak: SIGTERM to exit', ms(m.stopMs), '<= 10 s', m.stopMs <= 10_000),
  ];
}
