// Whether the static storefront shows the latest change (public.storefront_publish_state, one row).
// Written by both ways of building, read by the admin:
// - every change that needs a build: last_change_at (requestStorefrontRebuild);
// - the build hook call: build_requested_at (production: build_started_at too, since Netlify starts
//   or queues the build on that call);
// - embedded default: the local runner at the start and the end of each build (src/local/runner/published-build.ts);
// - production: Netlify's deploy-succeeded / deploy-failed event functions.
// Every write is one statement that creates the row when missing.
import type { PublishState, PublishStateName } from '../../contract/admin/publish-state.ts';
import { getSql } from '../db/client.ts';

/** Each time a Date, or an ISO text with the database's microseconds (see readPublishState). */
type Stamp = Date | string | null;

const COLUMNS = [
  'last_change_at',
  'build_requested_at',
  'build_started_at',
  'build_failed_at',
  'live_at',
  'live_covers_until',
] as const;
type Column = (typeof COLUMNS)[number];

export type PublishStateRow = Record<Column, Stamp>;

/**
 * Production: Netlify's clock and the database's differ a little, and the deploy is created during the
 * hook call, so a deploy created up to this long before the recorded call still answers it. Hook calls
 * are at least REBUILD_MIN_INTERVAL_SECONDS (60 s) apart, so this cannot mistake an older deploy for it.
 */
const DEPLOY_CLOCK_TOLERANCE_SECONDS = 30;

const iso = (date: Stamp): string | null => (date ? new Date(date).toISOString() : null);

/**
 * Microseconds since the epoch. A change saved in the same millisecond as a build started is, in the
 * database, before or after it: compared in milliseconds (a JavaScript Date), it would count as read
 * by a build that started before it.
 */
function micros(stamp: Stamp | undefined): number | null {
  if (!stamp) return null;
  if (stamp instanceof Date) return stamp.getTime() * 1000;
  const beyondMs = /\.\d{3}(\d{3})/.exec(stamp)?.[1];
  return Date.parse(stamp) * 1000 + (beyondMs ? Number(beyondMs) : 0);
}

/** The state a row stands for: live once a live build covers the latest change. */
export function publishStateOf(row: PublishStateRow | undefined): PublishState {
  const change = micros(row?.last_change_at);
  const covered = micros(row?.live_covers_until);
  const started = micros(row?.build_started_at);
  const failed = micros(row?.build_failed_at);
  let state: PublishStateName = 'pending';
  if (change === null || (covered !== null && covered >= change)) state = 'live';
  else if (started !== null && started >= change) state = failed !== null && failed >= started ? 'failed' : 'building';
  return {
    state,
    last_change_at: iso(row?.last_change_at ?? null),
    build_started_at: iso(row?.build_started_at ?? null),
    live_at: iso(row?.live_at ?? null),
  };
}

export async function readPublishState(): Promise<PublishState> {
  const sql = getSql();
  // each time as text with its microseconds: `select <column text> as <column>, ...`
  const asText = Object.fromEntries(
    COLUMNS.map((c) => [c, sql`to_char(${sql(c)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`]),
  );
  const [row] = await sql<PublishStateRow[]>`select ${sql(asText)} from public.storefront_publish_state where id`;
  return publishStateOf(row);
}

/** The publish state is what the admin is told: failing to record it is logged and never stops a build. */
export async function quietly<T>(record: Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await record;
  } catch (error) {
    console.error(`Could not record ${what} in the storefront publish state:`, error);
    return undefined;
  }
}

/** Sets columns to the database's now(), creating the row when missing. */
async function stamp(columns: readonly Column[]): Promise<Date> {
  const sql = getSql();
  const now = Object.fromEntries(columns.map((c) => [c, sql`now()`]));
  // sql(object) lists the columns with their values: `(id, c...) values (true, now()...)`, then `c = now(), ...`
  const [row] = await sql<{ at: Date }[]>`
    insert into public.storefront_publish_state ${sql({ id: true, ...now })}
    on conflict (id) do update set ${sql(now)}
    returning now() as at`;
  if (!row) throw new Error('public.storefront_publish_state: the stamp returned no row');
  return row.at;
}

/** A change the storefront shows was saved (catalog, settings). */
export const recordChange = (): Promise<Date> => stamp(['last_change_at']);

/** The build hook answered; in production that starts (or queues) the build. */
export const recordBuildRequested = (startsBuild: boolean): Promise<Date> =>
  stamp(startsBuild ? ['build_requested_at', 'build_started_at'] : ['build_requested_at']);

/** Embedded default: a build starts reading the database now. */
export const recordBuildStarted = (): Promise<Date> => stamp(['build_started_at']);

export const recordBuildFailed = (): Promise<Date> => stamp(['build_failed_at']);

/** Embedded default: the build that started at `startedAt` is live; it read every change made before. */
export async function recordBuildLive(startedAt: Date): Promise<void> {
  await getSql()`
    insert into public.storefront_publish_state as p (id, live_at, live_covers_until) values (true, now(), ${startedAt})
    on conflict (id) do update set live_at = now(), live_covers_until = greatest(p.live_covers_until, excluded.live_covers_until)`;
}

/**
 * Production: Netlify's deploy event. A deploy reads the database after it is created, so it covers
 * the changes made before its creation, and all those the latest hook call covered when it answers
 * that call. A failure counts only for a deploy that answers the latest build start.
 */
export async function recordDeploy(outcome: 'succeeded' | 'failed', createdAt: Date): Promise<void> {
  const sql = getSql();
  const created = sql`least(${createdAt}::timestamptz, now())`;
  // whether the deploy (created then, never later than now) answers the call recorded in `column`
  const answers = (column: Column) =>
    sql`${created} >= ${sql(`p.${column}`)} - make_interval(secs => ${DEPLOY_CLOCK_TOLERANCE_SECONDS})`;
  if (outcome === 'succeeded') {
    await sql`
      insert into public.storefront_publish_state as p (id, live_at, live_covers_until) values (true, now(), ${created})
      on conflict (id) do update set
        live_at = now(),
        live_covers_until = greatest(p.live_covers_until, ${created}, case when ${answers('build_requested_at')} then p.build_requested_at end)`;
    return;
  }
  await sql`
    update public.storefront_publish_state p set build_failed_at = now()
     where p.id and (p.build_started_at is null or ${answers('build_started_at')})`;
}
