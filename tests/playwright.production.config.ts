import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, chromiumProjects } from './support/chromium-project.ts';
import { PARITY_PORT, PARITY_VARIANT } from './production/parity-env.ts';
import { variantSetUp } from './production/variants.ts';

// The production-parity pass: the journeys of tests/production on the production bundles
// served by netlify-cli (`netlify serve --offline`), the database migrated by the Supabase CLI, Supabase
// Auth and Storage, SMTP, Stripe and the build hook played by local fakes (tests/production/stack.ts).
// PARITY_VARIANT picks the deploy (production/variants.ts) and the specs that run against it.
export default defineConfig({
  testDir: './production',
  testMatch: variantSetUp(PARITY_VARIANT).specs,
  outputDir: `./.artifacts/results-parity-${PARITY_PORT}-${PARITY_VARIANT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // every function call may start a cold worker on netlify-cli's runtime
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/wall-time-reporter.ts']],
  use: {
    baseURL: `http://localhost:${PARITY_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: chromiumProjects,
  webServer: {
    command: 'node tests/production/stack.ts',
    cwd: '..',
    url: `http://localhost:${PARITY_PORT}/api/categories`,
    // netlify build (every function bundled) then serve: about 2-3 minutes on 2 cores
    timeout: 600_000,
    // a developer may keep `node tests/production/stack.ts` running between runs; CI always starts afresh
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
