// The checkout flow's store and actions (src/islands/checkout/checkout-store.ts, submit-order.ts), against a stubbed
// fetch: the shipping step's checks, placing an order (bank transfer, hosted payment page), the
// server's refusals by their stable code (whatever the status), no
// network, and the Idempotency-Key a retry keeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../src/domain/cart/cart-items.ts';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import { computeTotals } from '../../../src/domain/pricing/totals.ts';
import {
  backToShipping,
  checkField,
  chooseMethod,
  continueToPayment,
  createCheckoutStore,
  updateField,
  type CheckoutStore,
  type OrderLines,
} from '../../../src/islands/checkout/checkout-store.ts';
import { pendingPayment } from '../../../src/islands/checkout/pending-payment.ts';
import { submitOrder } from '../../../src/islands/checkout/submit-order.ts';
import { EMPTY_SHIPPING, type ShippingDetails } from '../../../src/islands/checkout/shipping-details.ts';
import type { CheckoutSettings } from '../../../src/islands/checkout/shop-settings.ts';
import { $cart } from '../../../src/stores/cart.ts';
import { freshSessionStorage } from './memory-storage.ts';

const SETTINGS: CheckoutSettings = {
  shippingFeeCents: 1000,
  payments: {
    'credit-card': { enabled: true, maintenanceMessage: null },
    paypal: { enabled: false, maintenanceMessage: null },
    'bank-transfer': { enabled: true, maintenanceMessage: null },
  },
  whatsappUrl: '',
  shippingCountries: [...SHIPPING_COUNTRIES],
};

const ANNE: ShippingDetails = {
  ...EMPTY_SHIPPING,
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne@example.be',
  address: 'Rue Haute 12',
  city: 'Bruxelles',
  postalCode: '1000',
  country: 'BE',
};
const ITEM: CartItem = { id: 7, name: 'Mer du Nord', price_cents: 18500, image: '/x.webp', size_ml: 50, quantity: 2 };
const LINES: OrderLines = {
  items: [ITEM],
  totals: computeTotals([{ unitPriceCents: 18500, quantity: 2 }], { shippingFeeCents: 1000 }),
  promoCode: null,
  buyNow: false,
};
const TOKEN = 'a'.repeat(43);

type Answer = { status: number; body: unknown } | 'network';

/** fetch answers POST /api/orders with the answers given, in turn, and GET /api/settings with `settings`. */
function serve(answers: Answer[], settings: unknown = { error: 'Not found', code: 'not_found' }) {
  const orders: RequestInit[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/settings') return Response.json(settings, { status: 200 });
    orders.push(init);
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { orders, fetchMock, keyOf: (n: number) => new Headers(orders[n]?.headers).get('idempotency-key') };
}

const placed = (payment: unknown) => ({ status: 201, body: { order: { id: 42 }, accessToken: TOKEN, payment } });

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let store: CheckoutStore;

function onPaymentStep(details: ShippingDetails = ANNE): CheckoutStore {
  for (const [name, value] of Object.entries(details)) updateField(store, name, value);
  continueToPayment(store);
  expect(store.$state.get().step).toBe('payment');
  return store;
}

beforeEach(() => {
  freshSessionStorage();
  $cart.set([ITEM]);
  navigate = vi.fn<(url: string) => void>();
  store = createCheckoutStore({ lang: 'nl', thankYouPath: '/nl/thank-you', navigate }, SETTINGS, null);
});

afterEach(() => vi.unstubAllGlobals());

describe('the shipping step', () => {
  it('names every field to correct, focuses the first, and goes on once they are right', () => {
    continueToPayment(store);
    const state = store.$state.get();
    expect(state.step).toBe('shipping');
    expect(state.showSummary).toBe(true);
    expect(Object.keys(state.problems).sort()).toEqual([
      'address',
      'city',
      'email',
      'firstName',
      'lastName',
      'postalCode',
    ]);
    expect(state.focus).toEqual({ target: 'checkout-firstName' });
    updateField(store, 'firstName', 'Anne');
    expect(store.$state.get().problems.firstName).toBeUndefined();
    onPaymentStep();
    expect(store.$state.get()).toMatchObject({ problems: {}, showSummary: false, focus: { target: 'heading' } });
    backToShipping(store);
    expect(store.$state.get()).toMatchObject({ step: 'shipping', focus: { target: 'heading' } });
  });

  it('refuses a postcode of another country, naming the chosen one, and judges it again when the country changes', () => {
    updateField(store, 'postalCode', '75001');
    checkField(store, 'postalCode');
    expect(store.$state.get().problems.postalCode).toEqual({ code: 'postcode', country: 'BE' });
    updateField(store, 'country', 'DE');
    expect(store.$state.get().problems.postalCode).toBeUndefined();
    updateField(store, 'postalCode', '1012 AB');
    checkField(store, 'postalCode');
    expect(store.$state.get().problems.postalCode).toEqual({ code: 'postcode', country: 'DE' });
    updateField(store, 'country', 'FR');
    expect(store.$state.get().problems.postalCode).toEqual({ code: 'postcode', country: 'FR' });
    updateField(store, 'country', 'NL');
    expect(store.$state.get().problems.postalCode).toBeUndefined();
  });

  it('gives the quote the e-mail address only once it is valid, on blur or on going to payment, never per keystroke', () => {
    updateField(store, 'email', 'anne@exa');
    checkField(store, 'email');
    expect(store.$state.get().quoteEmail).toBe('');
    updateField(store, 'email', ' anne@example.be');
    expect(store.$state.get().quoteEmail).toBe('');
    checkField(store, 'email');
    expect(store.$state.get().quoteEmail).toBe('anne@example.be');
    // typed again without leaving the field: the quote keeps the address it had until the next blur
    updateField(store, 'email', 'lea@example.be');
    expect(store.$state.get().quoteEmail).toBe('anne@example.be');
    onPaymentStep({ ...ANNE, email: 'lea@example.be' });
    expect(store.$state.get().quoteEmail).toBe('lea@example.be');
  });

  it('chooses the first method switched on, and takes no country the shop does not ship to', () => {
    expect(store.$state.get().method).toBe('credit-card');
    updateField(store, 'country', 'US');
    expect(store.$state.get().details.country).toBe(EMPTY_SHIPPING.country);
  });
});

describe('placing the order', () => {
  it('by bank transfer: the order page, the cart emptied once the order exists', async () => {
    const { orders } = serve([placed({ type: 'bank-transfer' })]);
    onPaymentStep();
    chooseMethod(store, 'bank-transfer');
    await submitOrder(store, LINES, { kind: 'none' });
    expect(JSON.parse(String(orders[0]?.body))).toMatchObject({
      items: [{ product_id: 7, quantity: 2 }],
      paymentMethod: 'bank-transfer',
      language: 'nl',
      customer: { email: 'anne@example.be' },
    });
    expect(navigate).toHaveBeenCalledWith(`/nl/thank-you#order=42&token=${TOKEN}`);
    expect($cart.get()).toEqual([]);
    expect(store.$state.get().placed?.items).toEqual([ITEM]);
  });

  it('without the promo code the quote said is not available for the address: the total the shopper saw', async () => {
    const { orders } = serve([placed({ type: 'bank-transfer' }), placed({ type: 'bank-transfer' })]);
    onPaymentStep();
    chooseMethod(store, 'bank-transfer');
    const quote = (unavailablePromoCode: string | null) => ({
      kind: 'ready' as const,
      quote: {
        country: 'BE' as const,
        vatScheme: 'be' as const,
        vatRateBp: 2100,
        lines: [],
        subtotalCents: 37000,
        discountCents: 0,
        shippingCents: 0,
        giftWrapCents: 0,
        totalCents: 37000,
        vatCents: 6421,
        promoCode: null,
        unavailablePromoCode,
        exportPricing: null,
        deliveryDays: { min: 1, max: 2 },
      },
    });
    await submitOrder(store, { ...LINES, promoCode: 'WELCOME10' }, quote('WELCOME10'));
    expect(JSON.parse(String(orders[0]?.body)).promoCode).toBeUndefined();
    store.$state.setKey('submit', 'idle');
    await submitOrder(store, { ...LINES, promoCode: 'WELCOME10' }, quote(null));
    expect(JSON.parse(String(orders[1]?.body)).promoCode).toBe('WELCOME10');
  });

  it('by card: the provider page, the cart kept until the payment succeeds', async () => {
    serve([placed({ type: 'redirect', url: 'https://pay.example/session/1' })]);
    onPaymentStep();
    await submitOrder(store, LINES, { kind: 'none' });
    expect(navigate).toHaveBeenCalledWith('https://pay.example/session/1');
    expect(store.$state.get().submit).toBe('redirecting');
    expect($cart.get()).toEqual([ITEM]);
    expect(pendingPayment()).toEqual({ orderId: 42, token: TOKEN, cart: '7x2' });
  });
});

describe('a refusal, by its code', () => {
  it.each([422, 400])(
    'validation_failed (%i) on the shopper details: back to the shipping step, the field focused',
    async (status) => {
      serve([
        {
          status,
          body: {
            error: 'Invalid order',
            code: 'validation_failed',
            errors: { 'customer.city': ['at most 100 characters'] },
          },
        },
      ]);
      onPaymentStep({ ...ANNE, city: 'Bruxelles' });
      await submitOrder(store, LINES, { kind: 'none' });
      const state = store.$state.get();
      expect(state).toMatchObject({
        step: 'shipping',
        submit: 'idle',
        showSummary: true,
        failure: null,
        focus: { target: 'checkout-city' },
      });
      // the checkout's rules find nothing wrong with the value sent: the field's usual problem
      expect(state.problems).toEqual({ city: { code: 'required' } });
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('insufficient_stock: stays on the payment step with the refusal, naming the product', async () => {
    serve([
      {
        status: 409,
        body: {
          error: 'Not enough stock for Mer du Nord',
          code: 'insufficient_stock',
          product: { id: 7, name: 'Mer du Nord', stock: 1 },
        },
      },
    ]);
    onPaymentStep();
    await submitOrder(store, LINES, { kind: 'none' });
    expect(store.$state.get()).toMatchObject({
      step: 'payment',
      submit: 'idle',
      failure: { kind: 'refused', code: 'insufficient_stock', product: 'Mer du Nord' },
    });
  });

  it('payment_method_unavailable: the settings read again, another method chosen', async () => {
    const off = { card: { enabled: false }, paypal: { enabled: false }, bankTransfer: { enabled: true } };
    const { fetchMock } = serve(
      [
        {
          status: 409,
          body: {
            error: 'Card payment is temporarily unavailable.',
            code: 'payment_method_unavailable',
            errors: { paymentMethod: ['x'] },
          },
        },
      ],
      {
        shippingFeeCents: 1000,
        payments: off,
        contact: { whatsappUrl: '' },
        shippingCountries: ['BE'],
      },
    );
    onPaymentStep();
    await submitOrder(store, LINES, { kind: 'none' });
    await vi.waitFor(() => expect(store.$state.get().method).toBe('bank-transfer'));
    expect(fetchMock).toHaveBeenCalledWith('/api/settings', expect.anything());
    expect(store.$state.get().failure).toMatchObject({ code: 'payment_method_unavailable' });
  });
});

describe('no answer, then a retry', () => {
  it('a network failure says so; the retry sends the same Idempotency-Key, the next order a new one', async () => {
    const { keyOf } = serve(['network', placed({ type: 'bank-transfer' }), placed({ type: 'bank-transfer' })]);
    onPaymentStep();
    await submitOrder(store, LINES, { kind: 'none' });
    expect(store.$state.get()).toMatchObject({ submit: 'idle', failure: { kind: 'network' } });
    await submitOrder(store, LINES, { kind: 'none' });
    expect(keyOf(1)).toBe(keyOf(0));
    expect(navigate).toHaveBeenCalledTimes(1);

    // the order exists: the same details again are another order, with another key
    store = createCheckoutStore({ lang: 'nl', thankYouPath: '/nl/thank-you', navigate }, SETTINGS, null);
    onPaymentStep();
    await submitOrder(store, LINES, { kind: 'none' });
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('keeps the key after a provider failure (the order exists), drops it once the server says it was reused', async () => {
    const { keyOf } = serve([
      { status: 502, body: { error: 'provider down', code: 'payment_provider_unavailable' } },
      { status: 422, body: { error: 'reused', code: 'idempotency_key_reused' } },
      placed({ type: 'bank-transfer' }),
    ]);
    onPaymentStep();
    await submitOrder(store, LINES, { kind: 'none' });
    expect(store.$state.get().failure).toMatchObject({ code: 'payment_provider_unavailable' });
    await submitOrder(store, LINES, { kind: 'none' });
    expect(keyOf(1)).toBe(keyOf(0));
    await submitOrder(store, LINES, { kind: 'none' });
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('places one order at a time: a second submit while the first is under way does nothing', async () => {
    const { orders } = serve([placed({ type: 'bank-transfer' })]);
    onPaymentStep();
    await Promise.all([submitOrder(store, LINES, { kind: 'none' }), submitOrder(store, LINES, { kind: 'none' })]);
    expect(orders).toHaveLength(1);
  });
});
