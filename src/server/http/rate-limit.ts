// Fixed-window rate limits kept in Postgres (one statement per hit), so they hold across function
// instances alike. 429 when over. A client's bucket is keyed on its address as the platform saw it:
// Netlify's `context.ip` in production, the socket's peer address in the local runner; never on a
// header the client can set (X-Forwarded-For), and never on an empty address shared by everyone. An
// IPv6 client counts by its /64 (address-group.ts). An account's bucket (sign-in) is keyed on the
// account's normalised e-mail, so that attempts spread over many addresses still meet a limit.
// Counters older than a day are pruned by the scheduled function prune-rate-limits.
import { createHash } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { getSql } from '../db/client.ts';
import { addressGroup } from './address-group.ts';
import { HttpError } from './errors.ts';

/** How long a counter is kept: longer than any window, so pruning never resets a live one. */
const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

export function clientAddress(context: Pick<Context, 'ip'>): string {
  const ip = context.ip?.trim();
  if (!ip)
    throw new Error('The platform gave no client address (context.ip): refusing to rate-limit everyone as one client.');
  return addressGroup(ip);
}

/** 429 whose Retry-After is the seconds until the window (the lock) ends. */
const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many requests. Please try again later.', { code: 'rate_limited', retryAfterSeconds });

interface Hit {
  allowed: boolean;
  /** Seconds until the current window ends, by the database's clock (the one the window is counted on). */
  secondsLeft: number;
}

async function hit(bucket: string, max: number, windowSeconds: number): Promise<Hit> {
  if (windowSeconds > RATE_LIMIT_RETENTION_SECONDS)
    throw new Error(`A rate-limit window of ${windowSeconds} s outlives the counters' retention.`);
  const [row] = await getSql()<{ allowed: boolean; seconds_left: number }[]>`
    select public.rate_limit_hit(${bucket}, ${windowSeconds}, ${max}) as allowed,
           ceil((floor(extract(epoch from now()) / ${windowSeconds}::integer) + 1) * ${windowSeconds}::integer - extract(epoch from now()))::int as seconds_left`;
  return { allowed: row?.allowed === true, secondsLeft: Math.max(1, row?.seconds_left ?? windowSeconds) };
}

/** Counts the hit; false once the client is over its limit (for callers that degrade instead of refusing). */
export async function withinRateLimit(
  context: Pick<Context, 'ip'>,
  name: string,
  max: number,
  windowSeconds: number,
): Promise<boolean> {
  return (await hit(`${name}:${clientAddress(context)}`, max, windowSeconds)).allowed;
}

export async function enforceRateLimit(
  context: Pick<Context, 'ip'>,
  name: string,
  max: number,
  windowSeconds: number,
): Promise<void> {
  const result = await hit(`${name}:${clientAddress(context)}`, max, windowSeconds);
  if (!result.allowed) throw tooMany(result.secondsLeft);
}

export interface Attempt {
  giveBack(): Promise<void>;
}

/** The attempt just counted in `bucket`'s current window, and the way to give it back. */
const attemptIn = (bucket: string, windowSeconds: number): Attempt => ({
  async giveBack() {
    await getSql()`
      update public.rate_limit_hits set hits = hits - 1
       where bucket = ${bucket} and hits > 0
         and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}::integer) * ${windowSeconds}::integer)`;
  },
});

/** One attempt taken from a bucket (429 past its limit), and the way to give it back. */
async function takeAttempt(bucket: string, max: number, windowSeconds: number): Promise<Attempt> {
  const result = await hit(bucket, max, windowSeconds);
  if (!result.allowed) throw tooMany(result.secondsLeft);
  return attemptIn(bucket, windowSeconds);
}

/**
 * Two buckets of one client address in one statement: `name` (max per window, with the way to give
 * the attempt back) and `name`-tries, every try counted toward `ceiling` and never given back. For
 * a limit that counts only what succeeds (orders placed) while a flood of refused tries still meets one.
 */
export async function takeAttemptUnderCeiling(
  context: Pick<Context, 'ip'>,
  name: string,
  limits: { max: number; ceiling: number; windowSeconds: number },
): Promise<Attempt> {
  const { max, ceiling, windowSeconds } = limits;
  const bucket = `${name}:${clientAddress(context)}`;
  const [row] = await getSql()<{ tries_ok: boolean; allowed: boolean; seconds_left: number }[]>`
    select public.rate_limit_hit(${`${name}-tries:${clientAddress(context)}`}, ${windowSeconds}, ${ceiling}) as tries_ok,
           public.rate_limit_hit(${bucket}, ${windowSeconds}, ${max}) as allowed,
           ceil((floor(extract(epoch from now()) / ${windowSeconds}::integer) + 1) * ${windowSeconds}::integer - extract(epoch from now()))::int as seconds_left`;
  if (row?.tries_ok !== true || row.allowed !== true) throw tooMany(Math.max(1, row?.seconds_left ?? windowSeconds));
  return attemptIn(bucket, windowSeconds);
}

/** As enforceRateLimit, per client address, with the way to give the attempt back (a sign-in that succeeds). */
export function takeAddressAttempt(
  context: Pick<Context, 'ip'>,
  name: string,
  max: number,
  windowSeconds: number,
): Promise<Attempt> {
  return takeAttempt(`${name}:${clientAddress(context)}`, max, windowSeconds);
}

/** An account's e-mail as its bucket knows it: trimmed, lower-case, hashed (the table keeps no address). */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Takes one attempt of an account's allowance (429 when it is used up) and returns the way to give it
 * back: a sign-in that succeeds does, so only failures count and the owner is never limited by their
 * own sign-ins; taking first keeps concurrent guesses from all passing a check made before counting.
 */
export function takeAccountAttempt(name: string, email: string, max: number, windowSeconds: number): Promise<Attempt> {
  return takeAttempt(`${name}:account:${accountKey(email)}`, max, windowSeconds);
}

/** Deletes the counters whose window started more than the retention ago; returns how many. */
export async function pruneRateLimitHits(): Promise<number> {
  const [row] = await getSql()<{ n: number }[]>`
    with gone as (delete from public.rate_limit_hits where window_start < now() - make_interval(secs => ${RATE_LIMIT_RETENTION_SECONDS}) returning 1)
    select count(*)::int as n from gone`;
  return row?.n ?? 0;
}
