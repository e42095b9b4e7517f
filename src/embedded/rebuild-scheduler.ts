// The embedded default's answer to Netlify's build hook: catalog changes ask for a rebuild; changes made
// in a burst give one build (debounced), builds never overlap, a change made during a build gives one
// more build after it, and a failed build is tried again (a build reads the catalog while shoppers
// order: it must not be lost to a moment of load). The state is readable (GET /__local/rebuild).

export type RebuildState = 'idle' | 'scheduled' | 'building' | 'retrying';

export interface RebuildStatus {
  state: RebuildState;
  /** Builds that finished and went live since the shop started (the first build not counted). */
  completed: number;
  failed: number;
  lastBuiltAt: string | null;
  lastError: string | null;
}

export interface RebuildSchedulerOptions {
  debounceMs: number;
  retryDelaysMs?: number[];
  build: () => Promise<unknown>;
  log?: (message: string) => void;
}

export function createRebuildScheduler({ debounceMs, retryDelaysMs = [3000, 10_000, 30_000], build, log = console.error }: RebuildSchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let building = false;
  let again = false;
  let stopped = false;
  let current: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let wakeRetry: (() => void) | undefined;
  const status: RebuildStatus = { state: 'idle', completed: 0, failed: 0, lastBuiltAt: null, lastError: null };

  const waitBeforeRetry = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeRetry = resolve;
      retryTimer = setTimeout(resolve, ms);
    });

  async function buildWithRetries(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      status.state = attempt === 0 ? 'building' : 'retrying';
      try {
        await build();
        status.completed += 1;
        status.lastBuiltAt = new Date().toISOString();
        status.lastError = null;
        return;
      } catch (error) {
        status.failed += 1;
        status.lastError = String((error as Error).message ?? error);
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || stopped) {
          if (stopped) return;
          log(`Storefront rebuild failed ${attempt + 1} times, giving up until the next change: ${status.lastError}`);
          return;
        }
        log(`Storefront rebuild failed (${status.lastError}); trying again in ${delay / 1000} s.`);
        await waitBeforeRetry(delay);
        if (stopped) return;
      }
    }
  }

  async function run(): Promise<void> {
    timer = undefined;
    if (building) {
      again = true;
      return;
    }
    building = true;
    try {
      do {
        again = false;
        await buildWithRetries();
      } while (again && !stopped);
    } finally {
      building = false;
      status.state = timer ? 'scheduled' : 'idle';
    }
  }

  return {
    request(): void {
      if (stopped) return;
      clearTimeout(timer);
      if (!building) status.state = 'scheduled';
      timer = setTimeout(() => {
        current = run();
      }, debounceMs);
    },
    status(): RebuildStatus {
      return { ...status };
    },
    /** Stops scheduling; resolves when a build under way has ended. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
      wakeRetry?.();
      await current;
    },
  };
}
