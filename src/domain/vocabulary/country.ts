// The countries the shop ships to, as the checkout, the orders table and the VAT rates write them
// ('UK', not ISO's 'GB': the code the checkout has always sent; Greece 'GR', ISO's code, not the VAT
// code 'EL'). The first five are Belgium, its neighbours and the United Kingdom; then the rest of the
// European Union, taxed like the neighbours (the destination's rate under the One-Stop Shop).

/** The member states beyond Belgium and its three neighbours (docs/shipping.md, "Rest of the EU"). */
export const REST_OF_EU = [
  'AT',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Belgium, its three neighbours and the United Kingdom: each with its own zone and postcode words. */
export const BELGIUM_NEIGHBOURS_AND_UK = ['BE', 'FR', 'DE', 'NL', 'UK'] as const;

export const SHIPPING_COUNTRIES = [...BELGIUM_NEIGHBOURS_AND_UK, ...REST_OF_EU] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export function isShippingCountry(value: unknown): value is ShippingCountry {
  return typeof value === 'string' && (SHIPPING_COUNTRIES as readonly string[]).includes(value);
}

/** A member state of the EU other than Belgium: VAT of the destination once registered for the OSS. */
export function isOtherEuCountry(country: ShippingCountry): boolean {
  return country !== 'BE' && country !== 'UK';
}
