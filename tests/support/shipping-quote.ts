// What the server charges to ship one unit of a product to a country (its shipping zone's rate, for
// the parcel's weight), read from the checkout's own quote: journeys compute their expected totals
// with it instead of assuming one fee everywhere.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ShippingCountry } from '../../src/domain/vocabulary/country.ts';

export async function shippingCentsTo(
  request: APIRequestContext,
  productId: number,
  country: ShippingCountry,
): Promise<number> {
  const res = await request.post('/api/checkout/quote', {
    data: { items: [{ product_id: productId, quantity: 1 }], country, language: 'fr' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { shippingCents: number }).shippingCents;
}
