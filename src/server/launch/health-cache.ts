// GET /api/health is public and its probes call Supabase, the SMTP server and Stripe: one answer is
// kept for a few seconds (per configuration, so a changed variable is seen at once) and each client
// address may ask a limited number of times a minute. Both live in the function's memory: the point
// is that a flood of health calls costs neither the database nor the providers, not an exact count.
import { createHash } from 'node:crypto';
import type { Health } from '../../contract/health.ts';
import type { Env } from '../config/env.ts';

const CACHE_MS = 5_000;
const PER_MINUTE = 30;

let cached: { key: string; until: number; answer: Promise<Health> } | null = null;
const calls = new Map<string, { count: number; windowEnds: number }>();

/** The cached answer for this configuration, or a fresh one (shared by the calls that ask meanwhile). */
export function cachedHealth(env: Env, check: () => Promise<Health>, now = Date.now()): Promise<Health> {
  const key = createHash('sha256').update(JSON.stringify(env)).digest('hex');
  if (cached && cached.key === key && cached.until > now) return cached.answer;
  const answer = check();
  cached = { key, until: now + CACHE_MS, answer };
  answer.catch(() => {
    if (cached?.answer === answer) cached = null;
  });
  return answer;
}

/** The seconds until this address may ask again, or 0 when it may now. */
export function healthRateLimit(address: string, now = Date.now()): number {
  if (calls.size > 10_000) calls.clear();
  const entry = calls.get(address);
  if (!entry || entry.windowEnds <= now) {
    calls.set(address, { count: 1, windowEnds: now + 60_000 });
    return 0;
  }
  entry.count += 1;
  return entry.count > PER_MINUTE ? Math.ceil((entry.windowEnds - now) / 1000) : 0;
}

/** Tests: the next call checks again. */
export function forgetHealth(): void {
  cached = null;
  calls.clear();
}
