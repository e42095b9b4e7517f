// Pure pieces of the order back end: request normalisation, webhook signatures, provider encodings,
// access tokens, e-mail text helpers.
import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../src/domain/orders/order-number.ts';
import { accessTokenMatches, deriveAccessToken, hashAccessToken } from '../../../src/server/orders/order-access.ts';
import { mergeLines, orderRequestSchema } from '../../../src/contract/orders.ts';
import { requestHash } from '../../../src/server/orders/order-request-hash.ts';
import { emailTranslator } from '../../../src/server/mail/email-messages.ts';
import { escapeHtml } from '../../../src/server/mail/email-html.ts';
import { centsToPayPalValue, payPalValueToCents } from '../../../src/server/payments/providers/paypal.ts';
import { checkSignature, signPayload } from '../../../src/server/payments/providers/signatures.ts';
import { checkoutExpiry } from '../../../src/server/payments/providers/stripe.ts';
import { normalisePromoCode } from '../../../src/server/promo-codes/promo-codes.ts';

const customer = {
  firstName: 'A',
  lastName: 'B',
  email: 'A@Example.be',
  address: 'x',
  city: 'y',
  postalCode: '1000',
  country: 'BE',
};

describe('order request', () => {
  it('merges lines per product and sorts them', () => {
    expect(
      mergeLines([
        { product_id: 3, quantity: 1 },
        { product_id: 1, quantity: 2 },
        { product_id: 3, quantity: 4 },
      ]),
    ).toEqual([
      { product_id: 1, quantity: 2 },
      { product_id: 3, quantity: 5 },
    ]);
  });

  it('hashes the same cart the same way whatever the line order or e-mail case, and another cart differently', () => {
    const parse = (v: unknown) => orderRequestSchema.parse(v);
    const a = parse({
      items: [
        { product_id: 1, quantity: 1 },
        { product_id: 2, quantity: 1 },
      ],
      customer,
      paymentMethod: 'paypal',
    });
    const b = parse({
      items: [
        { product_id: 2, quantity: 1 },
        { product_id: 1, quantity: 1 },
      ],
      customer: { ...customer, email: 'a@example.be' },
      paymentMethod: 'paypal',
      total: 1,
    });
    const c = parse({
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
      customer,
      paymentMethod: 'paypal',
    });
    expect(requestHash(a)).toBe(requestHash(b));
    expect(requestHash(a)).not.toBe(requestHash(c));
  });

  it('drops anything but ids and quantities, and refuses bad values naming them', () => {
    const parsed = orderRequestSchema.parse({
      items: [{ product_id: 1, quantity: 1, price: 0 }],
      customer,
      paymentMethod: 'bank-transfer',
      status: 'paid',
      totalCents: 1,
    });
    expect(parsed).toEqual({
      items: [{ product_id: 1, quantity: 1 }],
      customer: { ...customer, email: 'A@Example.be' },
      paymentMethod: 'bank-transfer',
      language: 'fr',
      gift_wrap: false,
      samples: [],
    });
    const bad = orderRequestSchema.safeParse({
      items: [{ product_id: -1, quantity: 101 }],
      customer: { ...customer, country: 'US', phone: 'call me' },
      paymentMethod: 'card',
      language: 'de',
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'items.0.product_id',
        'items.0.quantity',
        'customer.country',
        'customer.phone',
        'paymentMethod',
        'language',
      ]),
    );
  });

  it('normalises promo codes case-insensitively and refuses impossible ones', () => {
    expect(normalisePromoCode(' WELCOME10 ')).toBe('welcome10');
    expect(normalisePromoCode("x'; drop")).toBeNull();
  });

  it('numbers orders ML-000042', () => {
    expect(orderNumber(42)).toBe('ML-000042');
    expect(orderNumber(1234567)).toBe('ML-1234567');
  });
});

describe('webhook signatures', () => {
  const body = '{"id":"evt_1"}';
  it('accepts its own signature and refuses forged, tampered, stale or malformed ones', () => {
    const now = 1_800_000_000;
    const header = signPayload('s3cret', body, now);
    expect(checkSignature('s3cret', body, header, now)).toBe('ok');
    expect(checkSignature('other', body, header, now)).toBe('mismatch');
    expect(checkSignature('s3cret', body + ' ', header, now)).toBe('mismatch');
    expect(checkSignature('s3cret', body, header, now + 301)).toBe('expired');
    expect(checkSignature('s3cret', body, null, now)).toBe('missing');
    expect(checkSignature('s3cret', body, 't=1,v1=xyz', now)).toBe('malformed');
    // several v1 values (Stripe during secret rotation): one valid is enough
    expect(checkSignature('s3cret', body, `t=${now},v1=${'0'.repeat(64)},${header.split(',')[1]}`, now)).toBe('ok');
  });
});

describe('provider encodings', () => {
  it("closes Stripe's page when the hold ends, within Stripe's 30 min - 24 h", () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(checkoutExpiry('2026-11-21T13:00:00Z', now)).toBe(Date.parse('2026-11-21T13:00:00Z') / 1000);
    expect(checkoutExpiry('2026-11-21T12:05:00Z', now)).toBe((now + 31 * 60_000) / 1000);
    expect(checkoutExpiry('2026-11-28T12:00:00Z', now)).toBe((now + 23.5 * 3_600_000) / 1000);
  });

  it('converts PayPal amounts exactly', () => {
    expect(centsToPayPalValue(13000)).toBe('130.00');
    expect(centsToPayPalValue(1)).toBe('0.01');
    expect(payPalValueToCents('130.00')).toBe(13000);
    expect(payPalValueToCents('0.29')).toBe(29);
    expect(payPalValueToCents('1e3')).toBeNull();
  });
});

describe('access tokens', () => {
  it('derives a 256-bit token per key and body, stores only its hash, compares in constant time', () => {
    const token = deriveAccessToken('key-12345678', 'hash-a');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deriveAccessToken('key-12345678', 'hash-a')).toBe(token);
    expect(deriveAccessToken('key-12345678', 'hash-b')).not.toBe(token);
    const stored = hashAccessToken(token);
    expect(accessTokenMatches(token, stored)).toBe(true);
    expect(accessTokenMatches(token.slice(1), stored)).toBe(false);
    expect(accessTokenMatches(null, stored)).toBe(false);
    expect(accessTokenMatches('x'.repeat(500), stored)).toBe(false);
  });
});

describe('e-mail text helpers', () => {
  it('escapes HTML and interpolates messages in each language, French as fallback', () => {
    expect(escapeHtml(`<b a="1">'&`)).toBe('&lt;b a=&quot;1&quot;&gt;&#39;&amp;');
    expect(emailTranslator('nl')('paid.subject', { number: 'ML-000001' })).toBe(
      'Betaling ontvangen voor bestelling ML-000001',
    );
    expect(emailTranslator('en')('order.methods.bank-transfer')).toBe('Bank transfer');
    expect(() => emailTranslator('fr')('no.such.key')).toThrow(/Missing e-mail message/);
  });
});
