// GET /api/health (public, Cache-Control: no-store): {status, database: {reachable}, migrations:
// {current, expected, latestApplied}, services: {smtp, stripe, paypal, buildHook, bankTransfer, seller,
// siteUrl}, checkedAt} (src/contract/health.ts). 200 when the shop runs (status ok or incomplete), 503
// when its database is unreachable or behind its migrations. Booleans and versions only, never a secret.
// Read by `npm run deploy:check -- <site URL>`.
import type { Config } from '@netlify/functions';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { checkHealth } from '../../src/server/launch/health.ts';

export default withErrors(async () => {
  const health = await checkHealth();
  return json(health, { status: health.status === 'down' ? 503 : 200 });
});

export const config: Config = { path: ['/api/health'], method: ['GET'] };
