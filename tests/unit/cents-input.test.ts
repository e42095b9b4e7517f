// Amounts typed in the back-office's forms and shown back: cents exactly, never a float's rounding.
import { describe, expect, it } from 'vitest';
import { centsFromInput, centsToInput } from '../../src/domain/pricing/cents-input.ts';

describe('an amount in a form input', () => {
  it.each([['49.9', 4990], [' 49,90 ', 4990], ['49', 4900], ['0.29', 29], ['0', 0], ['9999999.99', 999_999_999]])(
    'reads %j as %i cents (a dot or a comma, up to two decimals)',
    (text, cents) => expect(centsFromInput(text)).toBe(cents),
  );

  it('refuses what is not an amount', () => {
    for (const text of ['', '.5', '5.', '-3', '1e3', '1.005', '12 000', '12345678', 'abc']) expect(centsFromInput(text), text).toBeNull();
  });

  it('shows stored cents as euros with two decimals, and reads them back the same', () => {
    expect([4990, 5, 0, -250].map(centsToInput)).toEqual(['49.90', '0.05', '0.00', '-2.50']);
    for (const cents of [0, 1, 29, 1999, 100_000_000]) expect(centsFromInput(centsToInput(cents))).toBe(cents);
  });
});
