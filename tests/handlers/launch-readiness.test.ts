// The launch checklist and the health check: GET /api/health (public: database, migrations,
// services, never a secret) and GET /api/admin/launch-checklist (what the shop lacks before it can take
// money, and where to set it), against the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import checklistHandler from '../../netlify/functions/admin-launch-checklist.mts';
import healthHandler from '../../netlify/functions/health.mts';
import { launchChecklistSchema, LAUNCH_ITEMS } from '../../src/contract/admin/launch-checklist.ts';
import { healthSchema, type Health } from '../../src/contract/health.ts';
import { parseEnv } from '../../src/server/config/env.ts';
import { closeSql, getSql } from '../../src/server/db/client.ts';
import { LATEST_MIGRATION } from '../../src/server/db/latest-migration.ts';
import { launchChecklist } from '../../src/server/launch/launch-facts.ts';
import { getShopSettings } from '../../src/server/settings/settings-repository.ts';
import { giveShopBankAccount, resetDatabase } from '../support/database.ts';
import { callFunction } from '../support/function-context.ts';
import { PRODUCTION_ENV_EXTRAS } from '../support/production-env.ts';
import { adminToken, authed, createAccounts } from './admin/helpers.ts';
import { overrideEnv } from './orders/env-override.ts';

const SECRETS = {
  ...PRODUCTION_ENV_EXTRAS,
  STRIPE_SECRET_KEY: 'sk_live_secret_value_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret_value_2',
  SUPABASE_SECRET_KEY: 'sb_secret_value_3',
};
const SELLER = `seller_name = 'Maison Lumière SRL', seller_address = 'Rue des Parfumeurs 12, 1000 Bruxelles', enterprise_number = '0123.456.749'`;

let restore: (() => void) | undefined;
function setEnv(values: Record<string, string | undefined>): void {
  restore?.();
  restore = overrideEnv(values);
}

async function health(): Promise<{ status: number; cache: string | null; text: string; body: Health }> {
  const res = await callFunction(healthHandler, new Request('http://localhost/api/health'));
  const text = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    text,
    body: healthSchema.parse(JSON.parse(text)),
  };
}

beforeEach(async () => {
  await resetDatabase();
});

afterEach(() => {
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

describe('GET /api/health', () => {
  it('the embedded default, set up: database reachable, migrations current, every service there; no-store', async () => {
    await giveShopBankAccount();
    await getSql().unsafe(`update public.shop_settings set ${SELLER}`);
    setEnv({ BUILD_HOOK_URL: 'http://127.0.0.1:9/hook' });
    const { status, cache, body } = await health();
    expect(status).toBe(200);
    expect(cache).toContain('no-store');
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.migrations).toEqual({ current: true, expected: LATEST_MIGRATION, latestApplied: LATEST_MIGRATION });
    expect(Object.values(body.services).every(Boolean)).toBe(true);
  });

  it('a fresh production shop: running, but incomplete, each missing service false, no secret in the answer', async () => {
    setEnv({
      ...SECRETS,
      SUPABASE_URL: 'https://example.supabase.co',
      SMTP_URL: undefined,
      PAYPAL_CLIENT_ID: undefined,
      BUILD_HOOK_URL: undefined,
    });
    const { status, text, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('incomplete');
    expect(body.services).toEqual({
      smtp: false,
      stripe: true,
      paypal: false,
      buildHook: false,
      bankTransfer: false,
      seller: false,
      siteUrl: true,
    });
    for (const value of Object.values(SECRETS)) expect(text).not.toContain(value);
    expect(text).not.toContain('example.supabase.co');
  });

  it("a database behind the code's migrations answers 503, status down, with the versions", async () => {
    await getSql()`delete from supabase_migrations.schema_migrations where version = ${LATEST_MIGRATION}`;
    try {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.status).toBe('down');
      expect(body.migrations.current).toBe(false);
      expect(body.migrations.latestApplied).not.toBe(LATEST_MIGRATION);
    } finally {
      await getSql()`insert into supabase_migrations.schema_migrations (version, name) values (${LATEST_MIGRATION}, 'restored by the health test')`;
    }
  });

  it('an unreachable database answers 503 with reachable false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await closeSql();
    setEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' });
    try {
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.database.reachable).toBe(false);
      expect(body.services.bankTransfer).toBe(false);
    } finally {
      await closeSql();
    }
  });
});

describe('GET /api/admin/launch-checklist', () => {
  it('is for admins only', async () => {
    const res = await callFunction(checklistHandler, new Request('http://localhost/api/admin/launch-checklist'));
    expect(res.status).toBe(401);
  });

  it('lists every item; empty bank details and seller identity point to their settings blocks', async () => {
    await createAccounts();
    const res = await callFunction(
      checklistHandler,
      new Request('http://localhost/api/admin/launch-checklist', authed(await adminToken())),
    );
    expect(res.status).toBe(200);
    const checklist = launchChecklistSchema.parse(await res.json());
    expect(checklist.items.map((line) => line.item)).toEqual([...LAUNCH_ITEMS]);
    expect(checklist.ready).toBe(false);
    const missing = checklist.items.filter((line) => !line.configured);
    expect(missing.map((line) => [line.item, line.setIn])).toEqual([
      ['seller', { kind: 'settings', section: 'seller' }],
      ['bankDetails', { kind: 'settings', section: 'bank' }],
      ['buildHook', { kind: 'environment', variable: 'BUILD_HOOK_URL' }],
    ]);
  });

  it('in production names each missing variable, configured / missing only, never a value', async () => {
    await giveShopBankAccount();
    await getSql().unsafe(`update public.shop_settings set ${SELLER}`);
    const settings = await getShopSettings();
    const bare = parseEnv({
      DATABASE_URL: 'postgres://u@h/db',
      SUPABASE_URL: 'https://abc.supabase.co',
      URL: 'https://x.netlify.app',
    });
    const fresh = launchChecklist(bare, settings, LAUNCH_ITEMS);
    expect(fresh.items.filter((line) => !line.configured).map((line) => line.setIn)).toEqual(
      [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'SMTP_URL',
        'MAIL_FROM',
        'ORDER_TOKEN_SECRET',
        'BUILD_HOOK_URL',
      ].map((variable) => ({ kind: 'environment', variable })),
    );
    const complete = launchChecklist(
      parseEnv({
        DATABASE_URL: 'postgres://u@h/db',
        SUPABASE_URL: 'https://abc.supabase.co',
        SITE_URL: 'https://maison.be',
        ...SECRETS,
      }),
      settings,
      LAUNCH_ITEMS,
    );
    expect(complete.ready).toBe(true);
    const text = JSON.stringify(complete);
    for (const value of Object.values(SECRETS)) expect(text).not.toContain(value);
  });
});
