// The postcodes of the rest of the EU: each country's real example is taken, a Belgian or made-up one
// where the country's format differs is not.
import { describe, expect, it } from 'vitest';
import { REST_OF_EU_POSTCODE_PATTERNS as P } from '../../../src/domain/orders/rest-of-eu-postcodes.ts';
import { REST_OF_EU } from '../../../src/domain/vocabulary/country.ts';

const EXAMPLES: Record<(typeof REST_OF_EU)[number], string> = {
  AT: '1010',
  BG: '1000',
  HR: '10000',
  CY: '1010',
  CZ: '110 00',
  DK: '1050',
  EE: '10111',
  FI: '00100',
  GR: '105 57',
  HU: '1051',
  IE: 'D02 X285',
  IT: '00184',
  LV: 'LV-1050',
  LT: 'LT-01100',
  LU: 'L-1234',
  MT: 'VLT 1117',
  PL: '00-950',
  PT: '1000-001',
  RO: '010011',
  SK: '811 01',
  SI: '1000',
  ES: '28013',
  SE: '113 51',
};

describe('rest of the EU postcodes', () => {
  it("takes each country's post-office example and refuses what is not a postcode", () => {
    for (const country of REST_OF_EU) {
      expect(P[country].test(EXAMPLES[country]), country).toBe(true);
      expect(P[country].test(''), country).toBe(false);
      expect(P[country].test('12345678901'), country).toBe(false);
    }
    expect(P.IT.test('1000')).toBe(false);
    expect(P.AT.test('10100')).toBe(false);
    expect(P.MT.test('1117')).toBe(false);
    expect(P.PL.test('00950')).toBe(true);
    expect(P.CZ.test('11000')).toBe(true);
  });
});
