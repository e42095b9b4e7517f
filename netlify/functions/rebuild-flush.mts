// Scheduled every 15 minutes, the safety net (rebuild-flush-background fires on time): fires the storefront build hook for catalog changes that were made less
// than a minute after the previous call (see src/server/publishing).
import type { Config } from '@netlify/functions';
import { flushPendingRebuild } from '../../src/server/publishing/index.ts';

export default async (): Promise<Response> => {
  const fired = await flushPendingRebuild();
  return new Response(null, { status: fired ? 202 : 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
