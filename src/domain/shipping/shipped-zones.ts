// The shipping zones as the checkout ships: without the countries the VAT settings say the shop does not
// ship to (the United Kingdom under "no shipping"), and without a zone that leaves empty. What the
// storefront and the legal pages promise (destinations, delivery times, fees) is read from these, so a
// page never names a destination the checkout refuses.
import { shippingCountries, type VatSettings } from '../tax/vat-rules.ts';
import { SHIPPING_COUNTRIES, type ShippingCountry } from '../vocabulary/country.ts';

export function shippedZones<Z extends { countries: readonly ShippingCountry[] }>(
  zones: readonly Z[],
  vat: Pick<VatSettings, 'ukVat'>,
): Z[] {
  const shipped = shippingCountries(SHIPPING_COUNTRIES, vat);
  return zones
    .map((zone) => ({ ...zone, countries: zone.countries.filter((c) => shipped.includes(c)) }))
    .filter((zone) => zone.countries.length > 0);
}
