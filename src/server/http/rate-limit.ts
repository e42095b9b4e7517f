// Fixed-window rate limits kept in Postgres (one statement per hit), so they hold across function
// instances alike. 429 when over. The bucket is keyed on the client's address as the platform saw it:
// Netlify's `context.ip` in production, the socket's peer address in the local runner; never on a
// header the client can set (X-Forwarded-For), and never on an empty address shared by everyone.
import type { Context } from '@netlify/functions';
import { getSql } from '../db/client.ts';
import { HttpError } from './errors.ts';

export function clientAddress(context: Pick<Context, 'ip'>): string {
  const ip = context.ip?.trim();
  if (!ip) throw new Error('The platform gave no client address (context.ip): refusing to rate-limit everyone as one client.');
  return ip;
}

/** Counts the hit; false once the client is over its limit (for callers that degrade instead of refusing). */
export async function withinRateLimit(context: Pick<Context, 'ip'>, name: string, max: number, windowSeconds: number): Promise<boolean> {
  const [row] = await getSql().unsafe<{ allowed: boolean }[]>('select public.rate_limit_hit($1, $2, $3) as allowed', [
    `${name}:${clientAddress(context)}`,
    windowSeconds,
    max,
  ]);
  return row?.allowed === true;
}

export async function enforceRateLimit(context: Pick<Context, 'ip'>, name: string, max: number, windowSeconds: number): Promise<void> {
  if (!(await withinRateLimit(context, name, max, windowSeconds))) throw new HttpError(429, 'Too many requests. Please try again later.', { code: 'rate_limited' });
}
