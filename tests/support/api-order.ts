// An order placed through POST /api/orders, the call the checkout form makes: one unit of the
// best-stocked product, so every test of a run finds one to buy. For Playwright specs that need an
// order without going through the checkout's screens.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Language } from '../../src/domain/vocabulary/language.ts';
import type { PaymentMethod } from '../../src/domain/vocabulary/payment-method.ts';

export interface PlacedOrder {
  id: number;
  number: string;
  totalCents: number;
  /** The shopper's access token to the order's page. */
  token: string;
}

export async function placeApiOrder(
  request: APIRequestContext,
  options: { lang: Language; paymentMethod: PaymentMethod; promoCode?: string; lastName?: string },
): Promise<PlacedOrder> {
  const products = (await (await request.get('/api/products')).json()) as { id: number; stock: number }[];
  const product = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  const res = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Lotte',
        lastName: options.lastName ?? 'Janssens',
        email: `lotte.${options.lang}.${Date.now()}.${randomUUID().slice(0, 8)}@example.be`,
        address: 'Meir 1',
        city: 'Antwerpen',
        postalCode: '2000',
        country: 'BE',
      },
      paymentMethod: options.paymentMethod,
      ...(options.promoCode ? { promoCode: options.promoCode } : {}),
      language: options.lang,
    },
    timeout: 30_000,
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { order: { id: number; number: string; totalCents: number }; accessToken: string };
  return { ...body.order, token: body.accessToken };
}
