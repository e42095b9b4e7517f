// Lighthouse mobile (its default: emulated phone, simulated slow 4G and CPU throttling), performance
// category only, `runs` times per page; the run with the median score gives LCP/TBT/CLS.
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { median } from './stats.ts';

export interface LighthouseResult {
  url: string;
  scores: number[];
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred for the page and everything it loaded, images included. */
  transferredBytes: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Bytes on the wire for the page and everything it loaded (the local runner compresses text as Netlify does). */
function transferred(items: NetworkItem[]): number {
  return items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export async function runLighthouse(url: string, port: number, runs: number): Promise<LighthouseResult> {
  const lhrs: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    lhrs.push(result.lhr);
  }
  const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const scores = lhrs.map(scoreOf);
  const medianScore = median(scores);
  const chosen = lhrs.find((lhr) => scoreOf(lhr) === medianScore);
  if (!chosen) throw new Error(`Lighthouse on ${url}: no run has the median score ${medianScore}`);
  const audit = (id: string) => chosen.audits[id]?.numericValue ?? Number.NaN;
  const items = (chosen.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return {
    url,
    scores,
    score: medianScore,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferredBytes: transferred(items),
  };
}
