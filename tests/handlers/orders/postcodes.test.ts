// Each country's postcode, on the embedded database and on PostgreSQL (TEST_DATABASE_URL): an order
// to Belgium with "75001" or to Germany with "1234" is refused with 422 naming customer.postalCode and
// the country's rule; the usual forms of every country are taken.
import { beforeEach, describe, expect, it } from 'vitest';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';

const customer = (country: string, postalCode: string) => ({
  firstName: 'Camille',
  lastName: 'Dupont',
  email: 'camille@example.be',
  address: 'Rue Haute 1',
  city: 'Ville',
  postalCode,
  country,
});

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
});

describe('POST /api/orders: the postcode of each country', () => {
  it('refuses a postcode that is not the country’s, naming the field and the rule', async () => {
    const product = await createProduct({ stock: 20 });
    for (const [country, postcode, rule] of [
      ['BE', '75001', '4 digits'],
      ['DE', '1234', '5 digits'],
      ['FR', '7500', '5 digits'],
      ['NL', '1012', '4 digits and 2 letters'],
      ['UK', '12345', 'a UK postcode'],
    ] as const) {
      const res = await postOrder(
        orderBody([{ product_id: product, quantity: 1 }], { customer: customer(country, postcode) }),
      );
      expect(res.status, `${country} ${postcode}`).toBe(422);
      const body = (await res.json()) as { code: string; errors: Record<string, string[]> };
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors)).toEqual(['customer.postalCode']);
      expect(body.errors['customer.postalCode']![0]).toContain(`invalid postcode for ${country}: ${rule}`);
    }
  });

  it('takes every country’s usual forms', async () => {
    const product = await createProduct({ stock: 20 });
    for (const [country, postcode] of [
      ['BE', '1000'],
      ['NL', '1012 AB'],
      ['NL', '1012ab'],
      ['FR', '75004'],
      ['DE', '40212'],
      ['UK', 'SW1A 1AA'],
      ['UK', 'M1 1AE'],
    ] as const) {
      const res = await postOrder(
        orderBody([{ product_id: product, quantity: 1 }], { customer: customer(country, postcode) }),
      );
      expect(res.status, `${country} ${postcode}: ${await res.clone().text()}`).toBe(201);
    }
  });
});
