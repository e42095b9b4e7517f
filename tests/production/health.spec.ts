// Production parity: the deployed shop's health as its owner checks it, on the production
// bundles. Migrations applied by `supabase db push` count as current (the CLI records them in
// supabase_migrations.schema_migrations); every service answering with the shop's keys; `npm run deploy:check` agrees.
import { expect, test } from '@playwright/test';
import { healthSchema } from '../../src/contract/health.ts';
import { LATEST_MIGRATION } from '../../src/server/db/latest-migration.ts';
import { act, deployCheck } from './parity-support.ts';

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
  // every service tested for real against the stack's fakes: Supabase Auth and Storage, SMTP, Stripe
  expect(health.failing).toEqual([]);
  expect(health.checks.map((c) => c.name)).toEqual(
    expect.arrayContaining(['supabaseAuth', 'supabaseStorage', 'smtp', 'stripe', 'variable:ORDER_TOKEN_SECRET']),
  );
  expect(health.status).toBe('ok');
  expect(health.ready).toBe(true);

  const check = deployCheck(String(baseURL));
  expect(check.status, check.output).toBe(0);
  expect(check.output).toContain('The shop has everything it needs.');
});

test('a deploy whose Supabase keys are wrong (the project rotated them): deploy:check fails on both, then passes again', async ({
  baseURL,
}) => {
  // the answer is cached a few seconds: asked again until the probes have run with the rotated keys
  const until = (ok: boolean) =>
    expect
      .poll(() => deployCheck(String(baseURL)).status, { timeout: 30_000, intervals: [2_000, 3_000] })
      .toBe(ok ? 0 : 1);
  await act('supabase/keys-revoked', true);
  try {
    await until(false);
    const check = deployCheck(String(baseURL));
    expect(check.failing, check.output).toEqual([
      expect.stringMatching(/^FAIL {2}supabaseAuth: Supabase Auth accepts SUPABASE_PUBLISHABLE_KEY/),
      expect.stringMatching(/^FAIL {2}supabaseStorage: Supabase Storage accepts SUPABASE_SECRET_KEY/),
    ]);
    expect(check.output).toContain('The shop is not ready: see the FAIL lines.');
  } finally {
    await act('supabase/keys-revoked', false);
  }
  await until(true);
});
