// The delivery time the shop promises, per shipping zone (working days from payment to delivery): the
// destination's own zone for an order, and the widest span for a sentence that must serve every
// destination. docs/shipping.md, "Delivery times per zone".
import type { ShippingCountry } from '../vocabulary/country.ts';

export interface DeliveryDays {
  min: number;
  max: number;
}

/** What a delivery promise needs of a zone. */
export interface DeliveryZone {
  countries: readonly ShippingCountry[];
  deliveryDays: DeliveryDays;
}

/** From the fewest days of any zone to the most of any (null: no zone at all). */
export function deliverySpan(zones: readonly DeliveryZone[]): DeliveryDays | null {
  if (zones.length === 0) return null;
  return {
    min: Math.min(...zones.map((z) => z.deliveryDays.min)),
    max: Math.max(...zones.map((z) => z.deliveryDays.max)),
  };
}

/** True when every zone promises the same days: one sentence then says it without naming places. */
export function sameEverywhere(zones: readonly DeliveryZone[]): boolean {
  const [first] = zones;
  return zones.every(
    (z) => z.deliveryDays.min === first?.deliveryDays.min && z.deliveryDays.max === first.deliveryDays.max,
  );
}

/**
 * The days promised for a country: its zone's, or (a country no zone holds any more, an order placed
 * before the owner changed the zones) the widest span, never a shorter promise than the shop keeps.
 */
export function deliveryDaysFor(zones: readonly DeliveryZone[], country: string): DeliveryDays | null {
  const zone = zones.find((z) => (z.countries as readonly string[]).includes(country));
  return zone ? { ...zone.deliveryDays } : deliverySpan(zones);
}
