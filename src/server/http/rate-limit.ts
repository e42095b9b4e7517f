// Fixed-window rate limits kept in Postgres (one statement per hit), so they hold across function
// workers and instances alike. 429 when over.
import { getSql } from '../db/client.ts';
import { HttpError } from './errors.ts';

export function clientAddress(req: Request): string {
  return (
    req.headers.get('x-nf-client-connection-ip') ??
    req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    req.headers.get('x-real-ip') ??
    'unknown'
  );
}

export async function enforceRateLimit(req: Request, name: string, max: number, windowSeconds: number): Promise<void> {
  const [row] = await getSql().unsafe<{ allowed: boolean }[]>('select public.rate_limit_hit($1, $2, $3) as allowed', [
    `${name}:${clientAddress(req)}`,
    windowSeconds,
    max,
  ]);
  if (!row?.allowed) throw new HttpError(429, 'Too many requests. Please try again later.', { code: 'rate_limited' });
}
