// Netlify runs a function with `config.schedule` on its cron; the embedded default has no scheduler,
// so the local runner runs the same functions on the same schedules (and once at start, so that work
// left from before a restart is not waiting for the next tick). One run of a function at a time; a
// failing run is logged and the next tick tries again.
import { CronExpressionParser } from 'cron-parser';
import { BackgroundWork, createFunctionContext } from './function-context.ts';
import type { LoadedFunction } from './function-routes.ts';

export function startScheduledFunctions(functions: LoadedFunction[], siteUrl: string): { stop(): Promise<void> } {
  const background = new BackgroundWork();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  for (const fn of functions) {
    const schedule = fn.config.schedule;
    if (!schedule) continue;
    const nextRun = () => CronExpressionParser.parse(schedule, { tz: 'UTC' }).next();
    nextRun(); // an invalid schedule stops the start here, as a deploy would fail
    let busy = false;
    const invoke = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const request = new Request(new URL(`/.netlify/functions/${fn.name}`, siteUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ next_run: nextRun().toISOString() }),
        });
        const { context } = createFunctionContext(
          { request, params: {}, ip: '127.0.0.1', siteUrl, background },
          fn.name,
        );
        const response = await fn.handler(request, context);
        await response.body?.cancel();
        if (response.status >= 500) console.error(`Scheduled function ${fn.name} answered ${response.status}.`);
      } catch (error) {
        console.error(`Scheduled function ${fn.name} failed:`, error);
      } finally {
        busy = false;
      }
    };
    const track = () => {
      const run = invoke();
      running.add(run);
      void run.finally(() => running.delete(run));
    };
    const arm = () => {
      if (stopped) return;
      const delay = Math.max(1000, nextRun().getTime() - Date.now());
      const timer = setTimeout(() => {
        timers.delete(timer);
        track();
        arm();
      }, delay);
      timer.unref();
      timers.add(timer);
    };
    track();
    arm();
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
      await background.settled();
    },
  };
}
