// Each country's postcode rule (src/domain/orders/postcode.ts), and the shop's own orders keep it: the
// demo seed's customers, the benchmark's order requests and the sample postcodes the tests use all
// pass the order request's schema, so a seeded or benchmarked order is one a shopper could place.
import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from '../../../src/contract/orders.ts';
import { isValidPostcode, SAMPLE_POSTCODES } from '../../../src/domain/orders/postcode.ts';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import { orderPayload } from '../../../src/local/bench/order-payload.ts';
import { SEED_CUSTOMERS } from '../../../src/local/seed/order-data.ts';

describe('postcodes by country', () => {
  it('takes each country’s own forms and refuses the others’', () => {
    const valid = {
      BE: ['1000', '9000'],
      NL: ['1012 AB', '1012ab', ' 3011 AD '],
      FR: ['75001', '06000'],
      DE: ['10115', '01067'],
      UK: ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'w1u 5hs'],
    } as const;
    const invalid = {
      BE: ['75001', '100', '1000 AB'],
      NL: ['1012', '1012 A', '10123 AB'],
      FR: ['7500', '750011', '1000'],
      DE: ['1234', '101155'],
      UK: ['12345', 'SW1A', '1000'],
    } as const;
    for (const country of Object.keys(valid) as (keyof typeof valid)[]) {
      for (const postcode of valid[country])
        expect(isValidPostcode(country, postcode), `${country} ${postcode}`).toBe(true);
      for (const postcode of invalid[country])
        expect(isValidPostcode(country, postcode), `${country} ${postcode}`).toBe(false);
    }
  });

  it('the sample postcodes, the seed’s customers and the benchmark’s orders pass the order request’s schema', () => {
    for (const country of SHIPPING_COUNTRIES) expect(isValidPostcode(country, SAMPLE_POSTCODES[country])).toBe(true);
    for (const { phone, language: _language, ...customer } of SEED_CUSTOMERS) {
      const parsed = shippingAddressSchema.safeParse({ ...customer, phone: phone ?? undefined });
      expect(parsed.error?.issues, `${customer.lastName} ${customer.country} ${customer.postalCode}`).toBeUndefined();
    }
    const bench = orderPayload([1], 1).customer;
    expect(shippingAddressSchema.safeParse(bench).error?.issues).toBeUndefined();
  });
});
