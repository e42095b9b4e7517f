// The admin VAT screens' rules: a typed rate to basis points, the quarters offered.
import { describe, expect, it } from 'vitest';
import { rateBpFromPercent, recentQuarters } from '../../../src/admin/logic/vat.ts';

describe('rateBpFromPercent', () => {
  it('reads 20, 5,5 and 5.50 as basis points, and nothing else', () => {
    expect(rateBpFromPercent('20')).toBe(2000);
    expect(rateBpFromPercent(' 5,5 ')).toBe(550);
    expect(rateBpFromPercent('5.50')).toBe(550);
    expect(rateBpFromPercent('0')).toBe(0);
    expect(rateBpFromPercent('100')).toBe(10000);
    for (const bad of ['', '-1', '100.01', '101', '5.555', '20 %', 'abc', '1e2'])
      expect(rateBpFromPercent(bad), bad).toBeNull();
  });
});

describe('recentQuarters', () => {
  it('starts with the quarter of the day and goes back across the year', () => {
    expect(recentQuarters('2026-02-14', 6)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3', '2025-Q2', '2025-Q1', '2024-Q4']);
    expect(recentQuarters('2026-12-31', 2)).toEqual(['2026-Q4', '2026-Q3']);
    expect(recentQuarters('2026-07-01')).toHaveLength(8);
  });
});
