import { describe, expect, it } from 'vitest';
import { formatIbanForReading } from '../../../src/domain/payments/iban-format.ts';

describe('formatIbanForReading', () => {
  it('prints an IBAN in groups of four, the last one shorter when the length asks', () => {
    expect(formatIbanForReading('BE83363012345615')).toBe('BE83 3630 1234 5615');
    expect(formatIbanForReading('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it('takes whatever spacing and case the settings were typed in', () => {
    expect(formatIbanForReading(' be83 363012 345615 ')).toBe('BE83 3630 1234 5615');
  });
});
