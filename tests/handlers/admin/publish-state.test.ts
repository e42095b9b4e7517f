// The storefront's publish state the admin shows: a change makes it "pending", a build start
// "building", the build gone live "live" with its time; a failed build "failed". Written the same way
// by the local runner's builds (embedded default) and by the build hook call plus Netlify's
// deploy-succeeded / deploy-failed events (production); read by an admin-only endpoint.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import categories from '../../../netlify/functions/admin-categories.mts';
import publishStateHandler from '../../../netlify/functions/admin-publish-state.mts';
import deployFailed from '../../../netlify/functions/deploy-failed.mts';
import deploySucceeded from '../../../netlify/functions/deploy-succeeded.mts';
import flush from '../../../netlify/functions/rebuild-flush.mts';
import { publishedBuild } from '../../../src/local/runner/published-build.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { requestStorefrontRebuild } from '../../../src/server/publishing/index.ts';
import type { PublishState } from '../../../src/contract/admin/publish-state.ts';
import { readPublishState } from '../../../src/server/publishing/publish-state.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { PRODUCTION_ENV_EXTRAS } from '../../support/production-env.ts';
import { overrideEnv } from '../orders/env-override.ts';
import { authed, jsonInit, nonAdminToken, signedInAdmin } from './helpers.ts';

let hook: http.Server;
let hookUrl = '';
let hookCalls = 0;
let token = '';
let restoreEnv = () => {};

function setEnv(values: Record<string, string | undefined>) {
  restoreEnv();
  restoreEnv = overrideEnv(values);
}

const embedded = () =>
  setEnv({ BUILD_HOOK_URL: hookUrl, BUILD_HOOK_TOKEN: 'local-rebuild-token', SUPABASE_URL: undefined });
const production = () =>
  setEnv({
    ...PRODUCTION_ENV_EXTRAS,
    BUILD_HOOK_URL: hookUrl,
    BUILD_HOOK_TOKEN: undefined,
    SUPABASE_URL: 'http://127.0.0.1:9',
    SUPABASE_PUBLISHABLE_KEY: 'pk',
    SUPABASE_SECRET_KEY: 'sk',
  });

async function adminState(): Promise<PublishState> {
  const res = await publishStateHandler(
    new Request('http://localhost/api/admin/publish-state', authed(token)),
    functionContext(),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as PublishState;
}

/** What Netlify posts to an event-triggered function: { payload: <deploy>, site }. */
function deployEvent(createdAt: Date, context = 'production'): Request {
  const payload = {
    id: `deploy-${createdAt.getTime()}`,
    site_id: 'site-1',
    build_id: 'b1',
    state: 'ready',
    context,
    created_at: createdAt.toISOString(),
    published_at: new Date().toISOString(),
  };
  return new Request('http://localhost/.netlify/functions/deploy-succeeded', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload, site: { id: 'site-1', name: 'maison-lumiere' } }),
  });
}

const dbNow = async (): Promise<Date> => (await getSql().unsafe<{ now: Date }[]>('select now()'))[0]!.now;

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    hookCalls += 1;
    req.resume();
    req.on('end', () => res.writeHead(200).end('{}'));
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc`;
  await resetDatabase();
  token = await signedInAdmin();
});

afterAll(async () => {
  restoreEnv();
  await new Promise((resolve) => hook.close(resolve));
});

beforeEach(async () => {
  hookCalls = 0;
  await getSql().unsafe('delete from public.rebuild_hook_state; delete from public.storefront_publish_state');
});

describe('the admin endpoint', () => {
  it('is for admins only', async () => {
    const call = (auth: string | null) =>
      publishStateHandler(new Request('http://localhost/api/admin/publish-state', authed(auth)), functionContext());
    expect((await call(null)).status).toBe(401);
    expect((await call(await nonAdminToken())).status).toBe(403);
    // nothing changed yet: the storefront shows everything
    expect(await adminState()).toEqual({ state: 'live', last_change_at: null, build_started_at: null, live_at: null });
  });
});

describe('embedded default: the local runner', () => {
  it('change -> pending, build start -> building, build done -> live at its time', async () => {
    embedded();
    const res = await categories(
      new Request('http://localhost/api/categories', jsonInit(token, 'POST', { name: `Boisé ${Date.now()}` })),
      functionContext(),
    );
    expect(res.status).toBe(201);
    expect(hookCalls).toBe(1);
    // the local runner waits 2 s before building: saved, not building yet
    expect((await adminState()).state).toBe('pending');

    let during: PublishState | undefined;
    await publishedBuild(async () => {
      during = await adminState();
    });
    expect(during!.state).toBe('building');
    const after = await adminState();
    expect(after.state).toBe('live');
    expect(Math.abs(new Date(after.live_at!).getTime() - (await dbNow()).getTime())).toBeLessThan(5000);
    expect(new Date(after.live_at!).getTime()).toBeGreaterThanOrEqual(new Date(after.last_change_at!).getTime());
  });

  it('a change made during a build is pending until the next build; a failed build says so', async () => {
    embedded();
    await requestStorefrontRebuild();
    await publishedBuild(async () => {
      await requestStorefrontRebuild(); // saved while the build runs: this build may not have read it
    });
    expect((await adminState()).state).toBe('pending');
    await expect(
      publishedBuild(async () => {
        throw new Error('astro build exited with 1');
      }),
    ).rejects.toThrow('exited with 1');
    expect((await adminState()).state).toBe('failed');
    // the runner tries again
    await publishedBuild(async () => {});
    expect((await adminState()).state).toBe('live');
  });
});

describe('production: the build hook and Netlify deploy events', () => {
  it('hook call -> building, deploy-succeeded -> live; older deploys and previews cover nothing new', async () => {
    production();
    expect(await requestStorefrontRebuild()).toBe(true);
    expect(hookCalls).toBe(1);
    expect((await readPublishState()).state).toBe('building');

    // a deploy preview going live changes nothing for shoppers
    expect((await callFunction(deploySucceeded, deployEvent(await dbNow(), 'deploy-preview'))).status).toBe(204);
    expect((await readPublishState()).state).toBe('building');

    // the deploy the hook created (Netlify's clock a few seconds behind ours)
    const hookCall = await dbNow();
    expect((await callFunction(deploySucceeded, deployEvent(new Date(hookCall.getTime() - 5000)))).status).toBe(204);
    const live = await readPublishState();
    expect(live.state).toBe('live');
    expect(Math.abs(new Date(live.live_at!).getTime() - hookCall.getTime())).toBeLessThan(5000);

    // a second change within the minute: no hook call yet
    expect(await requestStorefrontRebuild()).toBe(false);
    expect((await readPublishState()).state).toBe('pending');
    // a deploy created before that change does not show it
    await callFunction(deploySucceeded, deployEvent(new Date(hookCall.getTime() - 10 * 60_000)));
    expect((await readPublishState()).state).toBe('pending');

    // the scheduled flush calls the hook once the minute has passed
    await getSql().unsafe("update public.rebuild_hook_state set last_fired_at = now() - interval '61 seconds'");
    expect(
      (await callFunction(flush, new Request('http://localhost/.netlify/functions/rebuild-flush', { method: 'POST' })))
        .status,
    ).toBe(202);
    expect((await readPublishState()).state).toBe('building');
    // that build fails
    expect((await callFunction(deployFailed, deployEvent(await dbNow()))).status).toBe(204);
    expect((await readPublishState()).state).toBe('failed');
  });

  it('refuses an event body that is not a deploy', async () => {
    production();
    const bad = new Request('http://localhost/.netlify/functions/deploy-succeeded', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"payload":{"id":"x"}}',
    });
    const res = await callFunction(deploySucceeded, bad);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: object }).errors).toHaveProperty(['payload.created_at']);
  });
});
