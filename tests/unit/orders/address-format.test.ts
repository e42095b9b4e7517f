import { describe, expect, it } from 'vitest';
import { postalAddressLine, postalAddressLines } from '../../../src/domain/orders/address-format.ts';

describe('postal addresses by country', () => {
  it('BE, FR, DE and NL: postcode then town on one line', () => {
    for (const [country, postalCode, city] of [
      ['BE', '1000', 'Bruxelles'],
      ['FR', '75008', 'Paris'],
      ['DE', '10115', 'Berlin'],
      ['NL', '1012 AB', 'Amsterdam'],
    ]) {
      expect(
        postalAddressLines({ address: 'Rue Royale 1', postalCode: postalCode!, city: city!, country: country! }),
      ).toEqual(['Rue Royale 1', `${postalCode} ${city}`]);
    }
  });

  it('UK: the town, then the postcode on a line of its own', () => {
    const london = { address: '10 Downing Street', postalCode: 'SW1A 2AA', city: 'London', country: 'UK' };
    expect(postalAddressLines(london)).toEqual(['10 Downing Street', 'London', 'SW1A 2AA']);
    expect(postalAddressLine(london)).toBe('10 Downing Street, London, SW1A 2AA');
  });
});
