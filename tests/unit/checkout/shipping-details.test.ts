// The checkout's own checks mirror the order request's schema (src/contract/orders.ts): what one refuses, the other refuses.
import { describe, expect, it } from 'vitest';
import { SAMPLE_POSTCODES } from '../../../src/domain/orders/postcode.ts';
import {
  customerPayload,
  EMPTY_SHIPPING,
  type ShippingDetails,
} from '../../../src/islands/checkout/shipping-details.ts';
import { validateShipping } from '../../../src/islands/checkout/shipping-rules.ts';
import { orderRequestSchema } from '../../../src/contract/orders.ts';

const valid = {
  ...EMPTY_SHIPPING,
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne@example.be',
  address: 'Rue Haute 12',
  city: 'Bruxelles',
  postalCode: '1000',
  country: 'BE' as const,
};
const serverAccepts = (details: ShippingDetails) =>
  orderRequestSchema.safeParse({
    items: [{ product_id: 1, quantity: 1 }],
    customer: customerPayload(details),
    paymentMethod: 'bank-transfer',
    language: 'fr',
  }).success;

describe('checkout shipping details', () => {
  it('accepts a complete address, the phone being optional', () => {
    expect(validateShipping(valid)).toEqual({});
    expect(serverAccepts(valid)).toBe(true);
    expect(customerPayload(valid)).not.toHaveProperty('phone');
  });

  it('names every missing required field, blank or spaces alike', () => {
    expect(Object.keys(validateShipping({ ...EMPTY_SHIPPING, city: '   ' })).sort()).toEqual([
      'address',
      'city',
      'email',
      'firstName',
      'lastName',
      'postalCode',
    ]);
  });

  it.each([
    ['email', 'anne@'],
    ['email', 'a@b.c'],
    ['email', 'anne@@example.be'],
    ['phone', '+32 470 ABC'],
    ['firstName', 'x'.repeat(101)],
    ['address', 'x'.repeat(201)],
    ['postalCode', '1'.repeat(21)],
  ] as const)('refuses %s = %j, as the server does', (field, value) => {
    const details = { ...valid, [field]: value };
    expect(validateShipping(details)[field]).toBeDefined();
    expect(serverAccepts(details)).toBe(false);
  });

  it.each([
    ['email', 'x.y+z@mail.co.uk'],
    ['phone', '+32 (0)2 511.42.80'],
  ] as const)('accepts %s = %j, as the server does', (field, value) => {
    const details = { ...valid, [field]: value };
    expect(validateShipping(details)).toEqual({});
    expect(serverAccepts(details)).toBe(true);
  });

  it('checks the postcode by the chosen country’s rule, as the server does', () => {
    for (const [country, postalCode, ok] of [
      ['BE', '75001', false],
      ['DE', '1234', false],
      ['FR', '7500', false],
      ['NL', '1012', false],
      ['UK', '12345', false],
      ['BE', '1000', true],
      ['NL', '1012 AB', true],
      ['NL', '1012ab', true],
      ['FR', '75004', true],
      ['DE', '40212', true],
      ['UK', 'SW1A 1AA', true],
      ['UK', 'M1 1AE', true],
    ] as const) {
      const details = { ...valid, country, postalCode };
      expect(validateShipping(details).postalCode, `${country} ${postalCode}`).toEqual(
        ok ? undefined : { code: 'postcode', country, example: SAMPLE_POSTCODES[country] },
      );
      expect(serverAccepts(details), `${country} ${postalCode}`).toBe(ok);
    }
  });

  it('only offers the five shipping countries', () => {
    expect(validateShipping({ ...valid, country: 'US' as never }).country).toEqual({ code: 'country' });
  });
});
