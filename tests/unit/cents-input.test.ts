// Amounts typed in the back-office's forms and shown back: cents exactly, never a float's rounding.
import { describe, expect, it } from 'vitest';
import { centsFromInput, centsToInput } from '../../src/domain/pricing/cents-input.ts';

describe('an amount in a form input', () => {
  it.each([
    ['49.9', 4990],
    [' 49,90 ', 4990],
    ['49', 4900],
    ['0.29', 29],
    ['0', 0],
    ['9999999.99', 999_999_999],
  ])('reads %j as %i cents (a dot or a comma, up to two decimals)', (text, cents) =>
    expect(centsFromInput(text)).toBe(cents),
  );

  it.each([
    ['129,90', 12990],
    ['129.90', 12990],
    ['1 299,90', 129990],
    ['1\u00a0299,90', 129990],
    ['1\u202f299,90', 129990],
    ['1.299,90', 129990],
    ['1,299.90', 129990],
    ['12 000', 1_200_000],
    ['1 234 567,8', 123_456_780],
  ])('reads %j as %i cents, as a Belgian owner types it', (text, cents) => expect(centsFromInput(text)).toBe(cents));

  it('refuses what is not an amount, or could be two', () => {
    for (const text of [
      '',
      '.5',
      '5.',
      '-3',
      '1e3',
      '1.005',
      '1.299',
      '1,299',
      '1.299.90',
      '1,299,90',
      '12 00',
      '1 2345,00',
      '12345678',
      '12 345 678,00',
      'abc',
    ]) {
      expect(centsFromInput(text), text).toBeNull();
    }
  });

  it('shows stored cents as euros with two decimals, and reads them back the same', () => {
    expect([4990, 5, 0, -250].map(centsToInput)).toEqual(['49.90', '0.05', '0.00', '-2.50']);
    for (const cents of [0, 1, 29, 1999, 100_000_000]) expect(centsFromInput(centsToInput(cents))).toBe(cents);
  });
});
