// The transfer's stock hold is asked in days and hours and kept in minutes: a week reads "7 days 0
// hours", and what the admin types comes back as the minutes the shop stores.
import { describe, expect, it } from 'vitest';
import { daysAndHours, minutesOf } from '../../../src/admin/logic/hold-duration.ts';
import { fromInput, SETTING_GROUPS, toInput } from '../../../src/admin/screens/settings/settings-fields.ts';

describe('the transfer stock hold in days and hours', () => {
  it('shows stored minutes as days and hours, and back', () => {
    expect(daysAndHours(10080)).toEqual({ days: '7', hours: '0' });
    expect(daysAndHours(1530)).toEqual({ days: '1', hours: '1,5' });
    expect(minutesOf('7', '0')).toBe(10080);
    expect(minutesOf('2', '12')).toBe(3600);
    expect(minutesOf('', '1,5')).toBe(90);
    expect(minutesOf('1', '1.5')).toBe(1530);
    expect(minutesOf('x', '1')).toBeNull();
    for (const minutes of [5, 59, 60, 1440, 10080, 43200]) {
      const { days, hours } = daysAndHours(minutes);
      expect(minutesOf(days, hours)).toBe(minutes);
    }
  });

  it('is the settings field of the transfer hold only (card and PayPal stay in minutes)', () => {
    const fields = SETTING_GROUPS.flatMap((group) => group.fields);
    const kind = (key: string) => fields.find((field) => field.key === key)?.kind;
    expect(kind('hold_minutes_bank_transfer')).toBe('duration');
    expect(kind('hold_minutes_card')).toBe('int');
    expect(toInput('duration', 10080)).toEqual({ days: '7', hours: '0' });
    expect(fromInput('duration', { days: '3', hours: '6' })).toBe(3 * 1440 + 360);
    // not a number: sent as typed, the server refuses it naming the field
    expect(typeof fromInput('duration', { days: 'sept', hours: '' })).toBe('string');
  });
});
