// Scheduled every hour: deletes the rate-limit counters whose window is long over, so that
// public.rate_limit_hits holds about a day of counters instead of growing with every request ever
// counted. (The local runner runs every scheduled function on its schedule too: src/local/runner/scheduled-functions.ts.)
import type { Config } from '@netlify/functions';
import { pruneRateLimitHits } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(async () => json({ pruned: await pruneRateLimitHits() }));

export const config: Config = { schedule: '17 */2 * * *' };
