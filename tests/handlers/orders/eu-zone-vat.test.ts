// The rest of the EU through the API: a new shop's default zones ship to every member state, the
// checkout quote and the order to Austria or Italy are priced in the "Reste de l'UE" zone (by weight,
// free from 500 EUR) and, once the shop is registered for the One-Stop Shop, carry the destination's
// standard rate (Austria 20 %, Italy 22 %); before that, Belgian VAT. (PGlite, or PostgreSQL with
// TEST_DATABASE_URL.)
import { beforeEach, describe, expect, it } from 'vitest';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import { REST_OF_EU, type ShippingCountry } from '../../../src/domain/vocabulary/country.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { giveShopBankAccount, resetDatabase, useDefaultShippingZones } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { createProduct, orderBody, postOrder, scalarRow } from './order-helpers.ts';

type Items = { product_id: number; quantity: number }[];
interface Priced {
  shippingCents: number;
  totalCents: number;
  vatCents: number;
  vatRateBp: number;
  vatScheme: string;
}

async function quote(items: Items, country: ShippingCountry): Promise<Priced> {
  const res = await checkoutQuote(
    new Request('http://localhost/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, country, language: 'fr' }),
    }),
    functionContext(),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Priced;
}

async function place(items: Items, country: ShippingCountry, postalCode: string): Promise<Priced & { id: number }> {
  const customer = { ...orderBody([]).customer, country, postalCode, city: 'Wien' };
  const res = await postOrder(orderBody(items, { customer }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: Priced & { id: number } }).order;
}

const pick = ({ shippingCents, totalCents, vatCents, vatRateBp, vatScheme }: Priced) => ({
  shippingCents,
  totalCents,
  vatCents,
  vatRateBp,
  vatScheme,
});

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await useDefaultShippingZones();
});

describe('the rest of the EU', () => {
  it('is a default zone holding every member state beyond Belgium and its neighbours', async () => {
    const zones = await getSql()<{ name: string; countries: string[] }[]>`
      select name, countries from public.shipping_zones order by position`;
    expect(zones.map((z) => z.name)).toEqual(['Belgique', 'Pays voisins', "Reste de l'UE", 'Royaume-Uni']);
    expect([...zones[2]!.countries].sort()).toEqual([...REST_OF_EU].sort());
    expect(REST_OF_EU).toHaveLength(23);
  });

  it('quotes and places an order to Austria and Italy at their own VAT rate under the OSS', async () => {
    await getSql()`update public.shop_settings set oss_registered = true`;
    const bottle = await createProduct({ stock: 20, priceCents: 12000 });
    const one = [{ product_id: bottle, quantity: 1 }];
    // 12000 + 1990 (up to 1 kg) = 13990; Austria 13990 x 20/120 = 2331.67 -> 2332
    const austria = { shippingCents: 1990, totalCents: 13990, vatCents: 2332, vatRateBp: 2000, vatScheme: 'oss' };
    expect(pick(await quote(one, 'AT'))).toEqual(austria);
    const order = await place(one, 'AT', '1010');
    expect(pick(order)).toEqual(austria);
    const row = await scalarRow<{
      country: string;
      vat_scheme: string;
      vat_rate_bp: number;
      shipping_zone_name: string;
    }>('select country, vat_scheme, vat_rate_bp, shipping_zone_name from public.orders where id = $1', [order.id]);
    expect(row).toEqual({ country: 'AT', vat_scheme: 'oss', vat_rate_bp: 2000, shipping_zone_name: "Reste de l'UE" });
    // Italy 13990 x 22/122 = 2522.79 -> 2523
    const italy = { shippingCents: 1990, totalCents: 13990, vatCents: 2523, vatRateBp: 2200, vatScheme: 'oss' };
    expect(pick(await quote(one, 'IT'))).toEqual(italy);
    expect(pick(await place(one, 'IT', '00184'))).toEqual(italy);
    // three bottles (1 050 g): the next band; five (60 000 cents of goods) ship free from 500 EUR
    expect((await quote([{ product_id: bottle, quantity: 3 }], 'IT')).shippingCents).toBe(2990);
    expect((await quote([{ product_id: bottle, quantity: 5 }], 'IT')).shippingCents).toBe(0);
  });

  it('charges Belgian VAT there while the shop is not registered for the OSS', async () => {
    const bottle = await createProduct({ stock: 20, priceCents: 12000 });
    // 13990 x 21/121 = 2427.98 -> 2428
    expect(pick(await quote([{ product_id: bottle, quantity: 1 }], 'AT'))).toEqual({
      shippingCents: 1990,
      totalCents: 13990,
      vatCents: 2428,
      vatRateBp: 2100,
      vatScheme: 'be',
    });
  });
});
