// The zones the storefront and the legal pages promise: those the checkout ships to.
import { describe, expect, it } from 'vitest';
import { shippedZones } from '../../../src/domain/shipping/shipped-zones.ts';

const ZONES = [
  { name: 'Belgique', countries: ['BE' as const] },
  { name: 'Voisins et Royaume-Uni', countries: ['NL' as const, 'UK' as const] },
  { name: 'Royaume-Uni', countries: ['UK' as const] },
];

describe('the zones the shop ships to', () => {
  it('keeps every zone and country while the UK is shipped to', () => {
    expect(shippedZones(ZONES, { ukVat: 'registered' })).toEqual(ZONES);
    expect(shippedZones(ZONES, { ukVat: 'not-registered' })).toEqual(ZONES);
  });

  it('leaves the UK out of its zones, and a zone of the UK alone out, under "no shipping"', () => {
    expect(shippedZones(ZONES, { ukVat: 'no-shipping' })).toEqual([
      { name: 'Belgique', countries: ['BE'] },
      { name: 'Voisins et Royaume-Uni', countries: ['NL'] },
    ]);
  });
});
