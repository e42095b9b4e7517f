// Records how long the whole Playwright run took (per database), for `npm run bench` to report.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter } from '@playwright/test/reporter';

export const WALL_TIME_DIR = path.resolve(import.meta.dirname, '../.artifacts');

export default class WallTimeReporter implements Reporter {
  onEnd(result: FullResult): void {
    const database = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
    mkdirSync(WALL_TIME_DIR, { recursive: true });
    writeFileSync(
      path.join(WALL_TIME_DIR, `e2e-wall-time-${database}.json`),
      JSON.stringify(
        { seconds: Math.round(result.duration / 1000), status: result.status, finishedAt: new Date().toISOString() },
        null,
        2,
      ),
    );
  }
}
