// `npm run deploy:check -- <site URL>` against the real GET /api/health (the function, in this process,
// served over HTTP on the test database) and against a server that is not the shop.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import healthHandler from '../../netlify/functions/health.mts';
import { getSql } from '../../src/server/db/client.ts';
import { LATEST_MIGRATION } from '../../src/server/db/latest-migration.ts';
import { giveShopBankAccount, resetDatabase } from '../support/database.ts';
import { callFunction } from '../support/function-context.ts';
import { overrideEnv } from './orders/env-override.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../src/local/scripts/deploy-check.ts');
let server: http.Server;
let siteUrl = '';
let answerWith: 'shop' | 'html' = 'shop';
let restore = () => {};

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

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (answerWith === 'html' || req.url !== '/api/health') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page introuvable</h1>');
      return;
    }
    void callFunction(healthHandler, new Request(`http://localhost${req.url}`)).then(async (answer) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  answerWith = 'shop';
  await resetDatabase();
  await giveShopBankAccount();
  await getSql().unsafe(
    `update public.shop_settings set seller_name = 'Maison Lumière SRL', seller_address = 'Rue Haute 1, 1000 Bruxelles', enterprise_number = '0123.456.749'`,
  );
  restore = overrideEnv({ BUILD_HOOK_URL: 'http://127.0.0.1:9/hook' });
});

afterEach(() => {
  restore();
});

describe('npm run deploy:check', () => {
  it('a shop with everything: one OK line per check, exit 0', async () => {
    const { code, out } = await deployCheck(siteUrl);
    expect(out).toContain('OK       database reachable');
    expect(out).toContain(`OK       migrations current (${LATEST_MIGRATION})`);
    for (const service of ['smtp', 'stripe', 'paypal', 'buildHook', 'bankTransfer', 'seller', 'siteUrl'])
      expect(out).toMatch(new RegExp(`^OK {7}${service}: `, 'm'));
    expect(out).not.toContain('MISSING');
    expect(code).toBe(0);
  });

  it('names what is missing and where to set it, and exits 1', async () => {
    await getSql().unsafe(`update public.shop_settings set bank_iban = ''`);
    restore();
    restore = overrideEnv({ BUILD_HOOK_URL: undefined });
    const { code, out } = await deployCheck(siteUrl);
    expect(out).toMatch(/^MISSING {2}bankTransfer: bank transfer: back-office Settings → bank details/m);
    expect(out).toMatch(/^MISSING {2}buildHook: .*BUILD_HOOK_URL/m);
    expect(code).toBe(1);
  });

  it('a database behind the migrations: MISSING naming supabase db push, exit 1', async () => {
    await getSql()`delete from supabase_migrations.schema_migrations where version = ${LATEST_MIGRATION}`;
    try {
      const { code, out } = await deployCheck(siteUrl);
      expect(out).toMatch(/^MISSING {2}migrations current: .*run `supabase db push`/m);
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
