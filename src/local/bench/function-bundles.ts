// The production function bundles as Netlify ships them: `netlify build --offline` (netlify-cli, the
// real bundler: nft for Functions API v2), then one row per zip in .netlify/functions with its size;
// every bundle but the image functions' (sharp's libvips) must stay <= 2 MB zipped, so a cold start
// does not pay for images. And the scheduled work: invocations a month from each function's
// config.schedule (cron), <= 10,000 in all.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import { row, type BenchRow } from './results.ts';

export const BUNDLE_BAR_BYTES = 2 * 1000 * 1000;
export const SCHEDULED_BAR_PER_MONTH = 10_000;
/** The functions that process images (sharp): the only ones allowed past the bar. */
const IMAGE_FUNCTIONS = new Set(['admin-products']);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

async function netlifyBuild(root: string, env: Record<string, string>): Promise<number> {
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/netlify'), ['build', '--offline'], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
        NETLIFY_TELEMETRY_DISABLED: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`netlify build exited ${code}: ${stderr.slice(-400)}`)),
    );
  });
  return Date.now() - started;
}

/** Invocations in 30 days of a cron schedule (UTC), counted by walking it. */
export function invocationsPerMonth(schedule: string, from = new Date(Date.UTC(2026, 0, 1))): number {
  const end = from.getTime() + 30 * 24 * 3600 * 1000;
  const cron = CronExpressionParser.parse(schedule, { tz: 'UTC', currentDate: from });
  let count = 0;
  while (cron.next().getTime() <= end) count += 1;
  return count;
}

/** Each function file's `schedule`, read from its source (the same text Netlify reads at deploy). */
export function scheduledFunctions(root: string): { name: string; schedule: string }[] {
  const dir = path.join(root, 'netlify/functions');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mts'))
    .flatMap((file) => {
      const schedule = /schedule:\s*'([^']+)'/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1];
      return schedule ? [{ name: file.replace(/\.mts$/, ''), schedule }] : [];
    });
}

export function scheduledRows(root: string): BenchRow[] {
  const scheduled = scheduledFunctions(root).map((f) => ({ ...f, perMonth: invocationsPerMonth(f.schedule) }));
  const total = scheduled.reduce((sum, f) => sum + f.perMonth, 0);
  return [
    ...scheduled.map((f) =>
      row(`Scheduled ${f.name} (${f.schedule})`, `${f.perMonth.toLocaleString('en')} / month`, 'reported', null),
    ),
    row(
      'Scheduled invocations in all (30 days)',
      `${total.toLocaleString('en')} / month`,
      `<= ${SCHEDULED_BAR_PER_MONTH.toLocaleString('en')}`,
      total <= SCHEDULED_BAR_PER_MONTH,
    ),
  ];
}

export async function bundleRows(root: string, env: Record<string, string>): Promise<BenchRow[]> {
  const buildMs = await netlifyBuild(root, env);
  const dir = path.join(root, '.netlify/functions');
  const zips = readdirSync(dir)
    .filter((file) => file.endsWith('.zip'))
    .map((file) => ({ name: file.replace(/\.zip$/, ''), bytes: statSync(path.join(dir, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const others = zips.filter((z) => !IMAGE_FUNCTIONS.has(z.name));
  const largest = others[0];
  return [
    row(
      'netlify build --offline (astro build + every function bundled)',
      `${(buildMs / 1000).toFixed(0)} s`,
      'reported',
      null,
      `${zips.length} functions`,
    ),
    ...zips.map((z) =>
      IMAGE_FUNCTIONS.has(z.name)
        ? row(`Function bundle ${z.name} (zipped)`, mb(z.bytes), 'image function: sharp allowed', null)
        : row(
            `Function bundle ${z.name} (zipped)`,
            mb(z.bytes),
            `<= ${mb(BUNDLE_BAR_BYTES)}`,
            z.bytes <= BUNDLE_BAR_BYTES,
          ),
    ),
    row(
      'Largest non-image function bundle',
      largest ? `${mb(largest.bytes)} (${largest.name})` : 'none',
      `<= ${mb(BUNDLE_BAR_BYTES)}`,
      largest ? largest.bytes <= BUNDLE_BAR_BYTES : null,
    ),
  ];
}
