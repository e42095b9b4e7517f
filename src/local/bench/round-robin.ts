// Bench loops spread their calls over a sample (orders to search for, Kanban columns, source rows):
// call i takes the sample's (i mod length)-th entry. An empty sample is a bench bug, said plainly.

export function roundRobin<T>(sample: readonly T[], i: number, what: string): T {
  const entry = sample[i % sample.length];
  if (entry === undefined) throw new Error(`the bench has no ${what} to take turns over`);
  return entry;
}
