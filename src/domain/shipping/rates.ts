// Shipping zones and their rates, in integer cents, VAT-inclusive at the home (Belgian) rate like the
// catalogue's prices: the zone of a country, and the fee of a parcel there (flat, or by the parcel's
// weight in bands). The free-shipping threshold is applied by the totals (src/domain/pricing/totals.ts)
// on the goods after discount as the shopper reads them.
import type { ShippingCountry } from '../vocabulary/country.ts';
import type { DeliveryDays } from './delivery-days.ts';

export interface WeightBand {
  /** The heaviest parcel (grams) this band's price covers. */
  upToGrams: number;
  cents: number;
}

export type ShippingRate = { kind: 'flat'; cents: number } | { kind: 'weight'; bands: WeightBand[] };

export interface ShippingZone {
  id: number;
  name: string;
  countries: ShippingCountry[];
  rate: ShippingRate;
  /** Shipping is free from this amount of goods (after discount, VAT included); null: never free. */
  freeFromCents: number | null;
  /** Working days from payment to delivery there, as the shop promises them. */
  deliveryDays: DeliveryDays;
}

/** The weight of one unit with its box when a product has none recorded (a 50 ml bottle). */
export const DEFAULT_WEIGHT_GRAMS = 350;

export function zoneOf<Z extends Pick<ShippingZone, 'countries'>>(
  zones: readonly Z[],
  country: ShippingCountry,
): Z | null {
  return zones.find((z) => z.countries.includes(country)) ?? null;
}

/**
 * The fee of a parcel of `weightGrams` at this rate: the first band that holds it; a parcel heavier
 * than the last band pays the last band (the owner adds a band to charge more).
 */
export function rateFor(rate: ShippingRate, weightGrams: number): number {
  if (rate.kind === 'flat') return rate.cents;
  const sorted = [...rate.bands].sort((a, b) => a.upToGrams - b.upToGrams);
  const band = sorted.find((b) => weightGrams <= b.upToGrams) ?? sorted[sorted.length - 1];
  if (!band) throw new Error('a weight rate needs at least one band');
  return band.cents;
}

/** The lowest fee of a zone (the "from X €" the cart and the product page show before a destination is known). */
export function lowestRate(rate: ShippingRate): number {
  return rate.kind === 'flat' ? rate.cents : Math.min(...rate.bands.map((b) => b.cents));
}

/** Whether the goods (after discount, VAT included, at the destination's prices) ship free. */
export function shipsFree(goodsCents: number, freeFromCents: number | null): boolean {
  return freeFromCents !== null && goodsCents >= freeFromCents;
}
