// GET /api/health (public): {ready, status, failing, checks: [{name, ok}], database: {reachable},
// migrations: {current, expected, latestApplied}, checkedAt} (src/contract/health.ts). Each check
// tested for real (src/server/launch/health.ts): variables, the database and its migrations, Supabase
// Auth and Storage, SMTP and Stripe with the shop's keys. 200 when the shop runs (ready or not), 503
// when its database is unreachable or behind its migrations. Names and booleans only, never a secret.
// One answer is kept 5 s and an address may ask 30 times a minute (429 past it). Read by
// `npm run deploy:check -- <site URL>`.
import type { Config, Context } from '@netlify/functions';
import { getEnv } from '../../src/server/config/env.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { clientAddress } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { checkHealth } from '../../src/server/launch/health.ts';
import { cachedHealth, healthRateLimit } from '../../src/server/launch/health-cache.ts';

export default withErrors(async (_req: Request, context: Pick<Context, 'ip'>) => {
  const wait = healthRateLimit(clientAddress(context));
  if (wait > 0) throw new HttpError(429, 'Too many health checks: try again shortly', { retryAfterSeconds: wait });
  const env = getEnv();
  const health = await cachedHealth(env, () => checkHealth(env));
  return json(health, { status: health.status === 'down' ? 503 : 200 });
});

export const config: Config = { path: ['/api/health'], method: ['GET'] };
