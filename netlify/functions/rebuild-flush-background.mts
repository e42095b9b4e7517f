// A Netlify background function (the -background name: Netlify answers 202 at once and lets it run
// up to 15 minutes): started by a catalog change made within the minute after the last build hook
// call, it waits out that minute and fires the hook for the pending changes. This keeps a burst of
// edits to one build a minute without a scheduled function polling every minute (scheduled
// work <= 10,000 invocations a month; rebuild-flush stays as a slower safety net).
// Anyone may call it: it only ever fires for changes already pending, at most once a minute.
import { flushPendingRebuild, secondsUntilFlush } from '../../src/server/publishing/index.ts';

const MAX_WAIT_SECONDS = 90;

export default async (): Promise<Response> => {
  const wait = Math.min(MAX_WAIT_SECONDS, await secondsUntilFlush());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait * 1000) + 250));
  const fired = await flushPendingRebuild();
  return new Response(null, { status: fired ? 202 : 204 });
};
