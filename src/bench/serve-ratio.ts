// Catalog reads through the local runner (a Netlify function in a fresh worker per call, as @netlify/dev
// runs it) beside a bare Node static file server serving the same catalog bytes, in the same run.
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
    const line = (what: string, runner: number[], bare: number[]) => {
      const [r50, b50] = [percentile(runner, 50), percentile(bare, 50)];
      return row(
        what,
        `runner p50 ${ms(r50)} / p95 ${ms(percentile(runner, 95))}; bare p50 ${ms(b50)} / p95 ${ms(percentile(bare, 95))}; ratio ${(r50 / b50).toFixed(1)}x`,
        'ratio reported',
        null,
        `${n} sequential GETs each, same run`,
      );
    };
    return [
      line('Catalog read GET /api/products: local runner vs bare Node static server (same JSON)', runnerApi, bareApi),
      line('Static page GET /shop/: local runner vs bare Node static server (same file)', runnerPage, barePage),
    ];
  } finally {
    await catalogServer.stop();
    await siteServer.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
