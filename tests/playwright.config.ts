import { readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, chromiumProjects } from './support/chromium-project.ts';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_DB_PORT, E2E_PORT } from './support/e2e-env.ts';
import { runsInPass } from './support/e2e-engine-split.ts';
import { SHOP_NODE_FLAGS } from '../src/local/runner/memory-limits.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const split = process.env.E2E_SPLIT_ENGINES === '1';
// CI's two passes share the journeys out, each run once (tests/support/e2e-engine-split.ts).
const SPEC = /\.spec\.ts$/;
const passSpecs = readdirSync(new URL('./e2e', import.meta.url))
  .filter((file) => SPEC.test(file))
  .filter((file) => runsInPass(file.replace(SPEC, ''), onPostgres ? 'postgresql' : 'pglite'))
  .map((file) => `**/${file}`);

export default defineConfig({
  testDir: './e2e',
  ...(split ? { testMatch: passSpecs } : {}),
  // One folder per shop port: runs on other ports (a developer's, a second checkout's) never wipe it.
  outputDir: `./.artifacts/results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/wall-time-reporter.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: chromiumProjects,
  webServer: {
    command: `node ${SHOP_NODE_FLAGS.join(' ')} tests/support/e2e-server.ts`,
    cwd: '..',
    url: `${E2E_BASE_URL}/api/categories`,
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT), E2E_DB_PORT: String(E2E_DB_PORT), E2E_DATA_DIR },
  },
});
