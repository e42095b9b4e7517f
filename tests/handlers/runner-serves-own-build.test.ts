// The local runner serves the shop's own build (the data folder's site), never a `dist` left in the
// checkout by `npm run build` or `netlify build`: @netlify/dev puts netlify.toml's publish folder first,
// and pages built there came from another database (a parity run's Storage fake: broken images).
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SITE_LINK } from '../../src/local/runner/paths.ts';
import { startRunner, type RunningRunner } from '../support/local-runner.ts';

const probe = `runner-probe-${randomUUID()}`;
const onlyInDist = `runner-probe-dist-${randomUUID()}`;
const distDir = path.join(PROJECT_ROOT, 'dist');
let runner: RunningRunner;

function page(root: string, folder: string, text: string): void {
  mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, folder, 'index.html'), `<!doctype html><title>${text}</title><p>${text}</p>`);
}

beforeAll(async () => {
  page(SITE_LINK, probe, 'the shop’s own build');
  page(distDir, probe, 'a stale dist');
  page(distDir, onlyInDist, 'a stale dist');
  runner = await startRunner();
});
afterAll(async () => {
  await runner.server.stop();
  for (const folder of [probe, onlyInDist]) rmSync(path.join(distDir, folder), { recursive: true, force: true });
  rmSync(path.join(SITE_LINK, probe), { recursive: true, force: true });
});

describe('the pages the local runner serves', () => {
  it('come from the data folder’s build even when the checkout holds a dist with the same page', async () => {
    const response = await fetch(`http://localhost:${runner.port}/${probe}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('the shop’s own build');
  });

  it('never include a page that only a stale dist has', async () => {
    const response = await fetch(`http://localhost:${runner.port}/${onlyInDist}/`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('a stale dist');
  });
});
