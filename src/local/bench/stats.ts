// Percentiles of measured durations (nearest-rank), in the unit they were given.
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

/** Calls fn n times after a few warm-up calls; returns each call's duration in milliseconds. */
export async function timeCalls(n: number, fn: (i: number) => Promise<unknown>, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const durations: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn(i);
    durations.push(performance.now() - started);
  }
  return durations;
}
