// The order page's reading of GET /api/checkout/orders/{id} (src/islands/thank-you/order-view.ts):
// an answer of the contract's shape is shown, anything else is not taken for an order, and a refusal
// is understood by its code.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOrder, resumePayment } from '../../../src/islands/thank-you/order-view.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

const ORDER = {
  id: 12,
  number: 'ML-000012',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  holdUntil: '2026-11-21T10:00:00.000Z',
  language: 'fr',
  paymentMethod: 'bank-transfer',
  currency: 'EUR',
  items: [{ productId: 3, name: 'Mer du Nord', sizeMl: 50, unitPriceCents: 18500, quantity: 1, lineTotalCents: 18500 }],
  subtotalCents: 18500,
  discountCents: 0,
  promoCode: null,
  shippingCents: 1000,
  giftWrapCents: 0,
  gift: { wrap: false, message: null, samples: [] },
  vatCents: 3384,
  vatRateBp: 2100,
  vatScheme: 'be',
  totalCents: 19500,
  shipping: {
    firstName: 'Anne',
    lastName: 'Peeters',
    email: 'anne@example.be',
    phone: null,
    address: 'Rue Haute 12',
    city: 'Bruxelles',
    postalCode: '1000',
    country: 'BE',
  },
  deliveryDays: { min: 2, max: 5 },
  bankTransfer: {
    holder: 'Maison',
    iban: 'BE68539007547034',
    bic: 'GKCCBEBB',
    bank: 'Belfius',
    amountCents: 19500,
    communication: '+++000/0000/01297+++',
    qr: null,
  },
  shipments: [],
  money: { paidCents: 0, refundedCents: 0, balanceDueCents: 19500 },
};

describe('reading the order', () => {
  it('shows an answer of the contract shape', async () => {
    answer(200, { order: ORDER });
    expect(await fetchOrder('12', 'token')).toEqual({ kind: 'order', order: ORDER });
  });

  it('takes nothing malformed for an order', async () => {
    for (const order of [
      { ...ORDER, status: 'lost' },
      { ...ORDER, paymentMethod: 'cash' },
      { ...ORDER, totalCents: '19500' },
      { ...ORDER, shipping: { ...ORDER.shipping, country: 'US' } },
      { ...ORDER, items: [{ name: 'x' }] },
    ]) {
      answer(200, { order });
      expect(await fetchOrder('12', 'token'), JSON.stringify(order)).toEqual({ kind: 'unavailable' });
    }
  });

  it('understands a refusal by its code', async () => {
    answer(404, { error: 'Not found', code: 'not_found' });
    expect(await fetchOrder('12', 'wrong')).toEqual({ kind: 'not-found' });
    answer(401, { error: 'An order token is required', code: 'order_token_required' });
    expect(await fetchOrder('12', '')).toEqual({ kind: 'not-found' });
    answer(429, { error: 'Too many requests', code: 'rate_limited' });
    expect(await fetchOrder('12', 'token')).toEqual({ kind: 'rate-limited' });
    answer(500, { error: 'Internal server error', code: 'internal_error' });
    expect(await fetchOrder('12', 'token')).toEqual({ kind: 'unavailable' });
  });
});

describe('paying again', () => {
  it('goes to the provider page, or shows the order now awaiting a transfer', async () => {
    answer(200, { payment: { type: 'redirect', provider: 'test', url: '/api/test-gateway/1' }, order: ORDER });
    expect(await resumePayment('12', 'token')).toEqual({ kind: 'redirect', url: '/api/test-gateway/1' });
    answer(200, { payment: { type: 'bank-transfer' }, order: ORDER });
    expect(await resumePayment('12', 'token', 'bank-transfer')).toEqual({ kind: 'bank-transfer', order: ORDER });
    answer(409, { error: 'This order is no longer awaiting payment', code: 'not_pending' });
    expect(await resumePayment('12', 'token')).toBeNull();
  });
});
