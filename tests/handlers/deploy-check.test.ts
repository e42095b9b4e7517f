// `npm run deploy:check -- <site URL>` against the real GET /api/health (the function, in this process,
// served over HTTP on the test database), every service it tests being a fake that answers as the real
// one: Supabase (Auth and Storage), an SMTP server, Stripe. A first deploy with only some variables,
// a wrong Supabase key, a shop that takes only bank transfers, a database behind its migrations.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import healthHandler from '../../netlify/functions/health.mts';
import { getSql } from '../../src/server/db/client.ts';
import { LATEST_MIGRATION } from '../../src/server/db/latest-migration.ts';
import { forgetHealth } from '../../src/server/launch/health-cache.ts';
import { giveShopBankAccount, resetDatabase } from '../support/database.ts';
import { callFunction, functionContext } from '../support/function-context.ts';
import { startSupabaseFake, type SupabaseFake } from './admin/supabase-fake.ts';
import { overrideEnv } from './orders/env-override.ts';
import { startSmtpInbox, type SmtpInbox } from './orders/smtp-inbox.ts';
import { startStripeFake, type StripeFake } from '../production/fakes/stripe-fake.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../src/local/scripts/deploy-check.ts');
let server: http.Server;
let siteUrl = '';
let answerWith: 'shop' | 'html' = 'shop';
let restore = () => {};
let supabase: SupabaseFake;
let smtp: SmtpInbox;
let stripe: StripeFake;

/** Runs the script as `npm run deploy:check -- <url>` runs it: its output and exit code. */
function deployCheck(url: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', SCRIPT, url],
      { timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` });
      },
    );
  });
}

/** A production deploy with every variable set and every service answering; `changes` on top. */
function production(changes: Record<string, string | undefined> = {}) {
  restore();
  restore = overrideEnv({
    SUPABASE_URL: supabase.url,
    SUPABASE_PUBLISHABLE_KEY: supabase.publishableKey,
    SUPABASE_SECRET_KEY: supabase.secretKey,
    ORDER_TOKEN_SECRET: 'deploy-check-order-token-secret-0123456789',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Maison Lumière <boutique@example.be>',
    BUILD_HOOK_URL: 'http://127.0.0.1:9/hook',
    SITE_URL: 'https://maison.example',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    PAYPAL_CLIENT_ID: undefined,
    PAYPAL_CLIENT_SECRET: undefined,
    ...changes,
  });
}

beforeAll(async () => {
  [supabase, smtp] = await Promise.all([startSupabaseFake(), startSmtpInbox()]);
  stripe = await startStripeFake(() => 'http://127.0.0.1:9/webhook');
  server = http.createServer((req, res) => {
    if (answerWith === 'html' || req.url !== '/api/health') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page introuvable</h1>');
      return;
    }
    void callFunction(healthHandler, new Request(`http://localhost${req.url}`), functionContext()).then(
      async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([supabase.close(), smtp.close(), stripe.close()]);
});

beforeEach(async () => {
  answerWith = 'shop';
  forgetHealth();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await resetDatabase();
  await giveShopBankAccount();
  await getSql().unsafe(
    `update public.shop_settings set seller_name = 'Maison Lumière SRL', seller_address = 'Rue Haute 1, 1000 Bruxelles', enterprise_number = '0123.456.749'`,
  );
  production();
});

afterEach(() => {
  restore();
  restore = () => {};
  vi.restoreAllMocks();
});

const failLines = (out: string) => out.split('\n').filter((l) => l.startsWith('FAIL'));

describe('npm run deploy:check', () => {
  it('a production shop with everything, each service answering: one OK line per check, exit 0', async () => {
    const { code, out } = await deployCheck(siteUrl);
    expect(out).toContain(`OK    migrations current (${LATEST_MIGRATION})`);
    for (const check of ['database', 'supabaseAuth', 'supabaseStorage', 'smtp', 'stripe', 'seller', 'bankTransfer'])
      expect(out).toMatch(new RegExp(`^OK {4}(${check}|.*${check})`, 'm'));
    expect(out).toMatch(/^OK {4}variable ORDER_TOKEN_SECRET/m);
    expect(failLines(out)).toEqual([]);
    expect(out).toContain('The shop has everything it needs.');
    expect(code).toBe(0);
  });

  it('a first deploy with only some variables: names exactly the missing ones, exit 1', async () => {
    production({ ORDER_TOKEN_SECRET: undefined, SUPABASE_PUBLISHABLE_KEY: undefined, SUPABASE_SECRET_KEY: undefined });
    const { code, out } = await deployCheck(siteUrl);
    expect(failLines(out).map((l) => /variable (\w+)/.exec(l)?.[1] ?? l)).toEqual([
      'SUPABASE_PUBLISHABLE_KEY',
      'SUPABASE_SECRET_KEY',
      'ORDER_TOKEN_SECRET',
    ]);
    expect(out).toContain('The shop is not ready');
    expect(code).toBe(1);
  });

  it('a wrong Supabase key, an SMTP server that refuses, a Stripe key Stripe refuses: each FAILs, exit 1', async () => {
    production({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_wrong', STRIPE_SECRET_KEY: 'sk_test_wrong' });
    smtp.behaviour.down = true;
    try {
      const { code, out } = await deployCheck(siteUrl);
      expect(failLines(out).map((l) => l.split(/\s+/)[1])).toEqual(['supabaseAuth:', 'smtp:', 'stripe:']);
      expect(code).toBe(1);
    } finally {
      smtp.behaviour.down = false;
    }
  });

  it('a shop that takes only bank transfers is ready without any Stripe variable', async () => {
    production({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    const before = await deployCheck(siteUrl);
    expect(failLines(before.out).join('\n')).toMatch(/STRIPE_SECRET_KEY/);
    await getSql().unsafe(`update public.shop_settings set card_enabled = false, paypal_enabled = false`);
    forgetHealth();
    const { code, out } = await deployCheck(siteUrl);
    expect(failLines(out)).toEqual([]);
    expect(out).not.toContain('stripe');
    expect(code).toBe(0);
  });

  it('a database behind the migrations: FAIL naming supabase db push, exit 1', async () => {
    await getSql()`delete from supabase_migrations.schema_migrations where version = ${LATEST_MIGRATION}`;
    try {
      const { code, out } = await deployCheck(siteUrl);
      expect(out).toMatch(/^FAIL {2}migrations current: .*run `supabase db push`/m);
      expect(code).toBe(1);
    } finally {
      await getSql()`insert into supabase_migrations.schema_migrations (version, name) values (${LATEST_MIGRATION}, 'restored by the deploy-check test')`;
    }
  });

  it('a site that is not the shop (HTML 404) or no URL: exit 2 with a sentence', async () => {
    answerWith = 'html';
    const html = await deployCheck(siteUrl);
    expect(html.code).toBe(2);
    expect(html.out).toContain('did not answer with JSON');
    expect((await deployCheck('')).code).toBe(2);
  });
});

describe('GET /api/health', () => {
  it('is kept a few seconds and rate-limited per address', async () => {
    const ask = () =>
      callFunction(healthHandler, new Request('http://localhost/api/health'), functionContext({}, '203.0.113.7'));
    const first = await ask();
    expect(first.status).toBe(200);
    const probes = supabase.requests.length;
    await ask();
    expect(supabase.requests.length).toBe(probes);
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) answers.push((await ask()).status);
    expect(answers.at(-1)).toBe(429);
  });
});
