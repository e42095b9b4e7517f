// The countries the shop ships to, as the checkout, the orders table and the VAT rates write them
// ('UK', not ISO's 'GB': the code the checkout has always sent).

export const SHIPPING_COUNTRIES = ['BE', 'FR', 'DE', 'NL', 'UK'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export function isShippingCountry(value: unknown): value is ShippingCountry {
  return typeof value === 'string' && (SHIPPING_COUNTRIES as readonly string[]).includes(value);
}
