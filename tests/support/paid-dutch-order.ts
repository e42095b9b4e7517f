// A paid bank-transfer order to 1012 AB Amsterdam, placed through POST /api/orders as the checkout does
// and marked paid by the admin: the order the packing and parcel-tracking journeys ship. The shopper's
// name and e-mail carry `label` so each journey finds its own mails in the local outbox.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Language } from '../../src/domain/vocabulary/language.ts';

export interface PaidDutchOrder {
  id: number;
  number: string;
  email: string;
}

export async function paidDutchOrder(
  request: APIRequestContext,
  options: { lang: Language; token: string; label: string; quantity?: number },
): Promise<PaidDutchOrder> {
  const { lang, token, label } = options;
  const products = (await (await request.get('/api/products')).json()) as { id: number; stock: number }[];
  const product = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  const email = `${label.toLowerCase()}.${Date.now()}.${randomUUID().slice(0, 6)}@example.nl`;
  const res = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ product_id: product.id, quantity: options.quantity ?? 1 }],
      customer: {
        firstName: 'Sanne',
        lastName: label,
        email,
        address: 'Damrak 1',
        city: 'Amsterdam',
        postalCode: '1012 AB',
        country: 'NL',
      },
      paymentMethod: 'bank-transfer',
      language: lang,
    },
  });
  expect(res.status()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; number: string } };
  const paid = await request.put(`/api/orders/${order.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'paid' },
  });
  expect(paid.status()).toBe(200);
  return { ...order, email };
}
