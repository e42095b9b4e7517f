// The local runner's storefront rebuilds (src/local/runner/rebuild-scheduler.ts): a burst of changes gives
// one build, builds never overlap, a change during a build gives one more after it, a failed build is
// tried again after each delay and then given up until the next change, and stop() ends the retries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RebuildScheduler } from '../../src/local/runner/rebuild-scheduler.ts';

/** A build the test finishes by hand (resolve or reject), counting how many ran and how many at once. */
function controlledBuilds() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const counts = { started: 0, running: 0, mostAtOnce: 0 };
  const build = () =>
    new Promise<void>((resolve, reject) => {
      counts.started += 1;
      counts.running += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
      const done = () => (counts.running -= 1);
      pending.push({ resolve: () => (done(), resolve()), reject: (error) => (done(), reject(error)) });
    });
  const next = () => {
    const first = pending.shift();
    if (!first) throw new Error('no build is running');
    return first;
  };
  return { build, counts, next };
}

/** A scheduler over controlled builds (silent unless a log is given). */
function scheduled(options: { debounceMs: number; retryDelaysMs?: number[]; log?: (message: string) => void }) {
  const builds = controlledBuilds();
  const scheduler = new RebuildScheduler({ log: () => {}, ...options, build: builds.build });
  return { builds, scheduler };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RebuildScheduler', () => {
  it('builds once for a burst of changes, after the debounce', async () => {
    const { builds, scheduler } = scheduled({ debounceMs: 2000 });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(1500);
    scheduler.request();
    expect(scheduler.status().state).toBe('scheduled');
    await vi.advanceTimersByTimeAsync(1999);
    expect(builds.counts.started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(builds.counts.started).toBe(1);
    expect(scheduler.status().state).toBe('building');
    builds.next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.status()).toMatchObject({ state: 'idle', completed: 1, failed: 0, lastError: null });
    expect(scheduler.status().lastBuiltAt).not.toBeNull();
  });

  it('never overlaps builds: a change during a build gives exactly one more build after it', async () => {
    const { builds, scheduler } = scheduled({ debounceMs: 100 });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(100);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(100);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(100);
    expect(builds.counts.started).toBe(1);
    builds.next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(builds.counts.started).toBe(2);
    builds.next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(builds.counts).toMatchObject({ started: 2, mostAtOnce: 1 });
    expect(scheduler.status()).toMatchObject({ state: 'idle', completed: 2 });
  });

  it('tries a failed build again after each delay, then gives up until the next change', async () => {
    const log = vi.fn();
    const { builds, scheduler } = scheduled({ debounceMs: 10, retryDelaysMs: [1000, 5000], log });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(10);
    builds.next().reject(new Error('out of memory'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.status()).toMatchObject({ failed: 1, lastError: 'out of memory' });
    expect(log).toHaveBeenLastCalledWith('Storefront rebuild failed (out of memory); trying again in 1 s.');
    await vi.advanceTimersByTimeAsync(999);
    expect(builds.counts.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(builds.counts.started).toBe(2);
    expect(scheduler.status().state).toBe('retrying');
    builds.next().reject(new Error('still out of memory'));
    await vi.advanceTimersByTimeAsync(5000);
    builds.next().reject(new Error('gone'));
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenLastCalledWith('Storefront rebuild failed 3 times, giving up until the next change: gone');
    expect(scheduler.status()).toMatchObject({ state: 'idle', completed: 0, failed: 3, lastError: 'gone' });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(10);
    builds.next().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.status()).toMatchObject({ state: 'idle', completed: 1, failed: 3, lastError: null });
  });

  it('stop() ends a retry wait at once and schedules nothing more', async () => {
    const { builds, scheduler } = scheduled({ debounceMs: 10, retryDelaysMs: [60_000] });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(10);
    builds.next().reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(0);
    await scheduler.stop();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(builds.counts.started).toBe(1);
  });
});
