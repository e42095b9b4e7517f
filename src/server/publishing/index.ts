// requestStorefrontRebuild(): the static storefront is rebuilt after a catalog or settings change.
// - Embedded default: POST the local runner's hook at once (it debounces by itself, 2 s).
// - Production: a burst of edits fires Netlify's build hook at most once a minute. The first change
//   fires at once; later ones within the minute are marked pending in public.rebuild_hook_state and
//   the scheduled function rebuild-flush fires them after the minute (Netlify coalesces queued builds).
// Never fails the admin request: a failing hook is logged and left pending for the next flush.
// Each change and each hook call is also recorded in the publish state the admin shows (publish-state.ts).
import { getEnv } from '../config/env.ts';
import { getSql } from '../db/client.ts';
import { quietly, recordBuildRequested, recordChange } from './publish-state.ts';
import { startBackgroundFunction } from '../http/shop-call-key.ts';
import { FLUSH_FUNCTION } from './flush-key.ts';

export const REBUILD_MIN_INTERVAL_SECONDS = 60;
const HOOK_TIMEOUT_MS = 5000;

async function callHook(url: string, token: string | undefined): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
    signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`build hook answered ${response.status}`);
}

async function markPending(): Promise<void> {
  await getSql()`
    insert into public.rebuild_hook_state (id, last_fired_at, pending_since) values (true, to_timestamp(0), now())
    on conflict (id) do update set pending_since = coalesce(public.rebuild_hook_state.pending_since, now())`;
}

async function fire(url: string, token: string | undefined, startsBuild: boolean): Promise<boolean> {
  try {
    await callHook(url, token);
  } catch (error) {
    console.error('Storefront rebuild hook failed (the change stays pending):', error);
    await markPending().catch((e) => console.error('Could not record the pending rebuild:', e));
    return false;
  }
  await quietly(recordBuildRequested(startsBuild), 'the build request');
  return true;
}

/**
 * A change within the minute after a hook call waits for the minute to pass: the background function
 * rebuild-flush-background sleeps until then and flushes (Netlify answers its call with 202 at once).
 * Only the change that made the state pending kicks it; the scheduled rebuild-flush is the safety net.
 */
function kickDelayedFlush(): void {
  void startBackgroundFunction(getEnv(), FLUSH_FUNCTION, 'the scheduled flush will fire the rebuild');
}

/** Seconds until a pending change may fire the hook (0 when nothing is pending or it may fire now). */
export async function secondsUntilFlush(): Promise<number> {
  const [row] = await getSql()<{ wait: number | null }[]>`
    select greatest(0, extract(epoch from (last_fired_at + make_interval(secs => ${REBUILD_MIN_INTERVAL_SECONDS}) - now())))::float8 as wait
      from public.rebuild_hook_state where pending_since is not null`;
  return row?.wait ?? 0;
}

/** Asks for a storefront rebuild; resolves to whether the hook was called now. */
export async function requestStorefrontRebuild(): Promise<boolean> {
  try {
    const env = getEnv();
    if (!env.BUILD_HOOK_URL) return false;
    await quietly(recordChange(), 'the change');
    // the local runner tells when its build really starts; Netlify starts (or queues) one on the call
    if (env.mode === 'embedded') return await fire(env.BUILD_HOOK_URL, env.BUILD_HOOK_TOKEN, false);
    const minuteAgo = getSql()`now() - make_interval(secs => ${REBUILD_MIN_INTERVAL_SECONDS})`;
    const [row] = await getSql()<{ fire: boolean; newlyPending: boolean }[]>`
      insert into public.rebuild_hook_state as s (id, last_fired_at, pending_since) values (true, now(), null)
      on conflict (id) do update set
        last_fired_at = case when s.last_fired_at <= ${minuteAgo} then now() else s.last_fired_at end,
        pending_since = case when s.last_fired_at <= ${minuteAgo} then null else coalesce(s.pending_since, now()) end
      returning s.last_fired_at = now() as fire, s.pending_since is not null and s.pending_since = now() as "newlyPending"`;
    if (row?.newlyPending) kickDelayedFlush();
    return row?.fire ? await fire(env.BUILD_HOOK_URL, env.BUILD_HOOK_TOKEN, true) : false;
  } catch (error) {
    console.error('Storefront rebuild request failed:', error);
    return false;
  }
}

/** Fires the hook for changes left pending, once the minute since the last call has passed. */
export async function flushPendingRebuild(): Promise<boolean> {
  const env = getEnv();
  if (!env.BUILD_HOOK_URL) return false;
  const [row] = await getSql()<{ fire: boolean }[]>`
    update public.rebuild_hook_state set last_fired_at = now(), pending_since = null
     where pending_since is not null and last_fired_at <= now() - make_interval(secs => ${REBUILD_MIN_INTERVAL_SECONDS})
    returning true as fire`;
  return row?.fire ? fire(env.BUILD_HOOK_URL, env.BUILD_HOOK_TOKEN, env.mode !== 'embedded') : false;
}
