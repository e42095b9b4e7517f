// The withdrawal period's days: 14 days from delivery (the last one included), a last day on a weekend
// moved to Monday, an estimated delivery when only the shipping day is known, and no end before it.
import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  legalPeriodEnd,
  periodEnd,
  withdrawalWindow,
} from '../../../src/domain/withdrawal/withdrawal-window.ts';

const facts = { status: 'completed' as const, completedOn: '2026-11-02', shippedOn: '2026-10-30', deliveryDaysMax: 3 };

describe('withdrawal window', () => {
  it('ends 14 days after the delivery day, that day included', () => {
    // delivered Monday 2 November: the period runs to Monday 16 November
    expect(periodEnd('2026-11-02')).toBe('2026-11-16');
    expect(withdrawalWindow(facts, '2026-11-16')).toMatchObject({ state: 'open', endsOn: '2026-11-16' });
    expect(withdrawalWindow(facts, '2026-11-17')).toMatchObject({ state: 'ended', endsOn: '2026-11-16' });
  });

  it('moves a last day on a Saturday or Sunday to the Monday', () => {
    // delivered Saturday 7 November: day 14 is Saturday 21 November -> Monday 23
    expect(periodEnd('2026-11-07')).toBe('2026-11-23');
  });

  it('estimates delivery as the shipping day plus the announced maximum, in working days', () => {
    expect(addWorkingDays('2026-11-06', 3)).toBe('2026-11-11'); // Friday + 3 working days = Wednesday
    const shipped = { ...facts, status: 'shipped' as const, completedOn: null, shippedOn: '2026-11-06' };
    expect(withdrawalWindow(shipped, '2026-11-20')).toEqual({
      state: 'open',
      startsOn: '2026-11-11',
      endsOn: '2026-11-25',
      estimated: true,
    });
  });

  it('stays open with no end before shipping, and is closed for a cancelled order', () => {
    const paid = { ...facts, status: 'paid' as const, completedOn: null, shippedOn: null };
    expect(withdrawalWindow(paid, '2027-01-01')).toMatchObject({ state: 'open', endsOn: null });
    expect(withdrawalWindow({ ...facts, status: 'cancelled' }, '2026-11-03')).toEqual({ state: 'cancelled' });
  });

  it("runs to the owner's later day, and an earlier one never shortens the legal period", () => {
    const extended = { ...facts, openUntil: '2026-12-01' };
    expect(withdrawalWindow(extended, '2026-11-30')).toMatchObject({ state: 'open', endsOn: '2026-12-01' });
    expect(withdrawalWindow(extended, '2026-12-02')).toMatchObject({ state: 'ended', endsOn: '2026-12-01' });
    expect(legalPeriodEnd(extended)).toBe('2026-11-16');
    const earlier = { ...facts, openUntil: '2026-11-10' };
    expect(withdrawalWindow(earlier, '2026-11-16')).toMatchObject({ state: 'open', endsOn: '2026-11-16' });
  });
});
