// Catalog changes ask for a storefront rebuild: the local hook at once (it debounces itself), Netlify's
// build hook at most once a minute in production, with pending changes caught up by rebuild-flush.
// A failing hook never fails the admin request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import categories from '../../../netlify/functions/admin-categories.mts';
import flush from '../../../netlify/functions/rebuild-flush.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { flushPendingRebuild, requestStorefrontRebuild } from '../../../src/server/publishing/index.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { adminToken, createAccounts, jsonInit } from './helpers.ts';
import { PRODUCTION_ENV_EXTRAS } from '../../support/production-env.ts';
import { overrideEnv } from '../orders/env-override.ts';

let hook: http.Server;
let hookUrl = '';
let calls: { authorization: string | undefined }[] = [];
let answer = 200;

let restoreEnv = () => {};

/** These variables instead of the test worker's (undefined: unset), until the next call or restoreEnv(). */
function setEnv(values: Record<string, string | undefined>) {
  restoreEnv();
  restoreEnv = overrideEnv(values);
}

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    calls.push({ authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => res.writeHead(answer).end('{}'));
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc`;
  await resetDatabase();
  await createAccounts();
});

afterAll(async () => {
  restoreEnv();
  await new Promise((resolve) => hook.close(resolve));
});

beforeEach(async () => {
  calls = [];
  answer = 200;
  await getSql().unsafe('delete from public.rebuild_hook_state');
});

describe('storefront rebuild requests', () => {
  it('embedded default: a category change calls the local hook with its bearer token', async () => {
    setEnv({ BUILD_HOOK_URL: hookUrl, BUILD_HOOK_TOKEN: 'local-rebuild-token', SUPABASE_URL: undefined });
    const token = await adminToken();
    const res = await categories(
      new Request('http://localhost/api/categories', jsonInit(token, 'POST', { name: 'Aromatique' })),
      functionContext(),
    );
    expect(res.status).toBe(201);
    expect(calls).toEqual([{ authorization: 'Bearer local-rebuild-token' }]);
  });

  it('production: at most one build hook call a minute, the rest caught up by the scheduled flush', async () => {
    setEnv({
      ...PRODUCTION_ENV_EXTRAS,
      BUILD_HOOK_URL: hookUrl,
      BUILD_HOOK_TOKEN: undefined,
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_PUBLISHABLE_KEY: 'pk',
      SUPABASE_SECRET_KEY: 'sk',
    });
    expect(await requestStorefrontRebuild()).toBe(true);
    expect(await requestStorefrontRebuild()).toBe(false);
    expect(await requestStorefrontRebuild()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBeUndefined();
    // within the minute the flush waits
    expect(await flushPendingRebuild()).toBe(false);
    await getSql().unsafe("update public.rebuild_hook_state set last_fired_at = now() - interval '61 seconds'");
    const res = await callFunction(
      flush,
      new Request('http://localhost/.netlify/functions/rebuild-flush', { method: 'POST' }),
    );
    expect(res.status).toBe(202);
    expect(calls).toHaveLength(2);
    expect(await flushPendingRebuild()).toBe(false);
  });

  it('a failing hook is logged, never thrown, and left pending for the next flush', async () => {
    setEnv({
      ...PRODUCTION_ENV_EXTRAS,
      BUILD_HOOK_URL: hookUrl,
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_PUBLISHABLE_KEY: 'pk',
      SUPABASE_SECRET_KEY: 'sk',
    });
    answer = 500;
    expect(await requestStorefrontRebuild()).toBe(false);
    const [state] = await getSql().unsafe<{ pending: boolean }[]>(
      'select pending_since is not null as pending from public.rebuild_hook_state',
    );
    expect(state!.pending).toBe(true);
    answer = 200;
    await getSql().unsafe("update public.rebuild_hook_state set last_fired_at = now() - interval '61 seconds'");
    expect(await flushPendingRebuild()).toBe(true);
    expect(calls).toHaveLength(2);
  });
});
