// The Playwright suite's wall time: the last run on each database (written by
// tests/support/wall-time-reporter.ts), beside the figure measured before the local runner kept its
// functions warm (@netlify/dev bundling on first call and a fresh worker per call).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { row, type BenchRow } from './results.ts';

/** `npx playwright test` on PGlite at 43e2772 (before), 2026-11-23, idle 2-core machine, 58 tests (9.9 min). */
const BEFORE = { seconds: 595, commit: '43e2772' };

export function playwrightWallTimeRow(root: string): BenchRow {
  const runs = ['pglite', 'postgresql'].flatMap((database) => {
    const file = path.join(root, 'tests/.artifacts', `e2e-wall-time-${database}.json`);
    if (!existsSync(file)) return [];
    const run = JSON.parse(readFileSync(file, 'utf8')) as { seconds: number; status: string; finishedAt: string };
    return [
      `${database === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${run.seconds} s (${run.status}, ${run.finishedAt.slice(0, 16).replace('T', ' ')} UTC)`,
    ];
  });
  return row(
    'Playwright suite wall time (npm run test:e2e), last run',
    runs.length ? runs.join('; ') : 'no run recorded yet (run npm run test:e2e)',
    `reported; before: ${BEFORE.seconds} s on PGlite at ${BEFORE.commit}`,
    null,
  );
}
