// The checkout's country list: Belgium first (most parcels stay home), then the others by their name in
// the page's language: with the whole EU in the list, the shopper finds a country by its name.
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';

export function countryListOrder(
  countries: readonly ShippingCountry[],
  names: Record<ShippingCountry, string>,
): ShippingCountry[] {
  // the names are already in the page's language; accents sort with their letter (Équateur by E)
  const rest = countries.filter((c) => c !== 'BE').sort((a, b) => names[a].localeCompare(names[b]));
  return countries.includes('BE') ? ['BE', ...rest] : rest;
}
