// The postcodes of the rest of the EU: each country's real example is taken, a Belgian or made-up one
// where the country's format differs is not.
import { describe, expect, it } from 'vitest';
import { REST_OF_EU_POSTCODE_PATTERNS as P } from '../../../src/domain/orders/rest-of-eu-postcodes.ts';
import { REST_OF_EU } from '../../../src/domain/vocabulary/country.ts';
import { SAMPLE_POSTCODES as EXAMPLES } from '../../../src/domain/orders/postcode.ts';

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
