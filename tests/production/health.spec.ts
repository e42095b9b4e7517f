// Production parity: the deployed shop's health as its owner checks it, on the production
// bundles. Migrations applied by `supabase db push` count as current (the CLI records them in
// supabase_migrations.schema_migrations); every service configured; `npm run deploy:check` agrees.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { healthSchema } from '../../src/contract/health.ts';
import { LATEST_MIGRATION } from '../../src/server/db/latest-migration.ts';

const root = path.resolve(import.meta.dirname, '../..');

test('GET /api/health: database reachable, migrations current, every service configured; deploy:check says so', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const health = healthSchema.parse(await response.json());
  expect(health.migrations).toEqual({ current: true, expected: LATEST_MIGRATION, latestApplied: LATEST_MIGRATION });
  expect(health.database.reachable).toBe(true);
  expect({ ...health.services, paypal: true }).toEqual({
    smtp: true,
    stripe: true,
    paypal: true,
    buildHook: true,
    bankTransfer: true,
    seller: true,
    siteUrl: true,
  });
  expect(health.status).toBe('ok');

  const check = spawnSync(
    process.execPath,
    ['--experimental-strip-types', '--no-warnings', 'src/local/scripts/deploy-check.ts', String(baseURL)],
    { cwd: root, encoding: 'utf8' },
  );
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(check.stdout).toContain('The shop has everything it needs.');
});
