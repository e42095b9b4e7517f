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

export class RebuildScheduler {
  readonly #debounceMs: number;
  readonly #retryDelaysMs: readonly number[];
  readonly #build: () => Promise<unknown>;
  readonly #log: (message: string) => void;
  readonly #status: RebuildStatus = { state: 'idle', completed: 0, failed: 0, lastBuiltAt: null, lastError: null };
  #timer: NodeJS.Timeout | undefined;
  #building = false;
  /** A change came in during a build: one more build after it. */
  #again = false;
  #stopped = false;
  #current: Promise<void> | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #wakeRetry: (() => void) | undefined;

  constructor({
    debounceMs,
    retryDelaysMs = [3000, 10_000, 30_000],
    build,
    log = console.error,
  }: RebuildSchedulerOptions) {
    this.#debounceMs = debounceMs;
    this.#retryDelaysMs = retryDelaysMs;
    this.#build = build;
    this.#log = log;
  }

  /** A change asks for a build: one build for a burst of changes, `debounceMs` after the last. */
  request(): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    if (!this.#building) this.#status.state = 'scheduled';
    this.#timer = setTimeout(() => {
      this.#current = this.#run();
    }, this.#debounceMs);
  }

  status(): RebuildStatus {
    return { ...this.#status };
  }

  /** Stops scheduling; resolves when a build under way has ended. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearTimeout(this.#retryTimer);
    this.#wakeRetry?.();
    await this.#current;
  }

  async #run(): Promise<void> {
    this.#timer = undefined;
    if (this.#building) {
      this.#again = true;
      return;
    }
    this.#building = true;
    try {
      do {
        this.#again = false;
        await this.#buildWithRetries();
      } while (this.#again && !this.#stopped);
    } finally {
      this.#building = false;
      this.#status.state = this.#timer ? 'scheduled' : 'idle';
    }
  }

  async #buildWithRetries(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      this.#status.state = attempt === 0 ? 'building' : 'retrying';
      try {
        await this.#build();
        this.#built();
        return;
      } catch (error) {
        const delay = this.#failed(error, attempt);
        if (delay === undefined) return;
        await this.#waitBeforeRetry(delay);
        if (this.#stopped) return;
      }
    }
  }

  #built(): void {
    this.#status.completed += 1;
    this.#status.lastBuiltAt = new Date().toISOString();
    this.#status.lastError = null;
  }

  /** Records a failed attempt; returns how long to wait before the next, or undefined to give up. */
  #failed(error: unknown, attempt: number): number | undefined {
    const status = this.#status;
    status.failed += 1;
    status.lastError = String((error as Error).message ?? error);
    if (this.#stopped) return undefined;
    const delay = this.#retryDelaysMs[attempt];
    if (delay === undefined) {
      this.#log(`Storefront rebuild failed ${attempt + 1} times, giving up until the next change: ${status.lastError}`);
      return undefined;
    }
    this.#log(`Storefront rebuild failed (${status.lastError}); trying again in ${delay / 1000} s.`);
    return delay;
  }

  #waitBeforeRetry(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#wakeRetry = resolve;
      this.#retryTimer = setTimeout(resolve, ms);
    });
  }
}
