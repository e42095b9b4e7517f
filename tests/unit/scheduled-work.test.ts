// Scheduled functions cost an invocation each run: the shop's schedules, walked over 30 days, stay
// within 10,000 a month in all (e-mail delivery and the storefront rebuild are kicked on demand).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  invocationsPerMonth,
  scheduledFunctions,
  SCHEDULED_BAR_PER_MONTH,
} from '../../src/local/bench/function-bundles.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('scheduled work', () => {
  it('counts a schedule by walking its cron', () => {
    expect(invocationsPerMonth('* * * * *')).toBe(43_200);
    expect(invocationsPerMonth('*/15 * * * *')).toBe(2_880);
    expect(invocationsPerMonth('17 */2 * * *')).toBe(360);
  });

  it('keeps the shop within 10,000 invocations a month, with every scheduled function counted', () => {
    const scheduled = scheduledFunctions(root);
    expect(scheduled.map((f) => f.name).sort()).toEqual([
      'expire-unpaid-orders',
      'prune-rate-limits',
      'prune-staged-uploads',
      'rebuild-flush',
      'send-emails',
    ]);
    const total = scheduled.reduce((sum, f) => sum + invocationsPerMonth(f.schedule), 0);
    expect(total).toBeLessThanOrEqual(SCHEDULED_BAR_PER_MONTH);
  });
});
