// Catalog reads through the local runner (the products function, loaded once and called in-process)
// beside a bare Node static file server serving the same catalog bytes, in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, timeCalls } from './stats.ts';
import { ms, row, type BenchRow } from './results.ts';
import { startStaticServer } from './static-server.ts';

async function fetchOk(url: string): Promise<string> {
  const res = await fetch(url);
  const body = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return body;
}

export async function measureServeRatio(shopUrl: string, siteDir: string, n: number): Promise<BenchRow[]> {
  const catalog = await fetchOk(`${shopUrl}/api/products`);
  const root = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  writeFileSync(path.join(root, 'products.json'), catalog);
  const catalogServer = await startStaticServer(root);
  const siteServer = await startStaticServer(siteDir);
  try {
    const runnerApi = await timeCalls(n, () => fetchOk(`${shopUrl}/api/products`));
    const bareApi = await timeCalls(n, () => fetchOk(`${catalogServer.url}/products.json`));
    const runnerPage = await timeCalls(n, () => fetchOk(`${shopUrl}/shop/`));
    const barePage = await timeCalls(n, () => fetchOk(`${siteServer.url}/shop/`));
    const line = (
      what: string,
      runner: number[],
      bare: number[],
      bar: { p50: number; p95: number; ratio: number } | null,
    ) => {
      const [r50, r95, b50] = [percentile(runner, 50), percentile(runner, 95), percentile(bare, 50)];
      return row(
        what,
        `runner p50 ${ms(r50)} / p95 ${ms(r95)}; bare p50 ${ms(b50)} / p95 ${ms(percentile(bare, 95))}; ratio ${(r50 / b50).toFixed(1)}x`,
        bar ? `p50 <= ${bar.p50} ms, p95 <= ${bar.p95} ms, <= ${bar.ratio}x the bare server` : 'ratio reported',
        bar ? r50 <= bar.p50 && r95 <= bar.p95 && r50 / b50 <= bar.ratio : null,
        `${n} sequential GETs each, same run`,
      );
    };
    return [
      line('Catalog read GET /api/products: local runner vs bare Node static server (same JSON)', runnerApi, bareApi, {
        p50: 15,
        p95: 40,
        ratio: 15,
      }),
      line('Static page GET /shop/: local runner vs bare Node static server (same file)', runnerPage, barePage, null),
    ];
  } finally {
    await catalogServer.stop();
    await siteServer.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
