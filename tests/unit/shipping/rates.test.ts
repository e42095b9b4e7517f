import { describe, expect, it } from 'vitest';
import { computeTotals } from '../../../src/domain/pricing/totals.ts';
import { lowestRate, rateFor, zoneOf, type ShippingZone } from '../../../src/domain/shipping/rates.ts';
import { deliveryDaysFor, deliverySpan, sameEverywhere } from '../../../src/domain/shipping/delivery-days.ts';

const zones: ShippingZone[] = [
  {
    id: 1,
    name: 'Belgique',
    countries: ['BE'],
    rate: { kind: 'flat', cents: 690 },
    freeFromCents: 15000,
    deliveryDays: { min: 1, max: 2 },
  },
  {
    id: 2,
    name: 'Voisins',
    countries: ['NL', 'FR'],
    rate: {
      kind: 'weight',
      bands: [
        { upToGrams: 5000, cents: 1590 },
        { upToGrams: 1000, cents: 1190 },
      ],
    },
    freeFromCents: null,
    deliveryDays: { min: 2, max: 4 },
  },
];

describe('shipping rates', () => {
  it('finds the zone of a country, none for a country in no zone', () => {
    expect(zoneOf(zones, 'NL')?.name).toBe('Voisins');
    expect(zoneOf(zones, 'UK')).toBeNull();
  });

  it('prices by weight band, the heaviest parcel at the last band', () => {
    const rate = zones[1]!.rate;
    expect(rateFor(rate, 350)).toBe(1190);
    expect(rateFor(rate, 1000)).toBe(1190);
    expect(rateFor(rate, 1001)).toBe(1590);
    expect(rateFor(rate, 20000)).toBe(1590);
    expect(lowestRate(rate)).toBe(1190);
  });

  it('ships free from the threshold on the goods after discount, not a cent before', () => {
    const at = (cents: number, percentOff = 0) =>
      computeTotals([{ unitPriceCents: cents, quantity: 1 }], {
        percentOff,
        shippingFeeCents: 690,
        freeShippingFromCents: 15000,
      }).shippingCents;
    expect(at(15000)).toBe(0);
    expect(at(14999)).toBe(690);
    // 10 % off 16 000 leaves 14 400 of goods: below the threshold
    expect(at(16000, 10)).toBe(690);
  });
});

describe('delivery days per zone', () => {
  it("a country's zone's days; a country in no zone the widest span; all zones alike or not", () => {
    expect(deliveryDaysFor(zones, 'BE')).toEqual({ min: 1, max: 2 });
    expect(deliveryDaysFor(zones, 'FR')).toEqual({ min: 2, max: 4 });
    expect(deliveryDaysFor(zones, 'UK')).toEqual({ min: 1, max: 4 });
    expect(deliveryDaysFor([], 'BE')).toBeNull();
    expect(deliverySpan(zones)).toEqual({ min: 1, max: 4 });
    expect(sameEverywhere(zones)).toBe(false);
    expect(sameEverywhere(zones.map((z) => ({ ...z, deliveryDays: { min: 2, max: 5 } })))).toBe(true);
  });
});
