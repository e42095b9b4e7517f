// Shipping zones through the API: POST /api/checkout/quote and POST /api/orders price the parcel in
// its destination's zone (flat or by weight), shipping is free from the zone's threshold on the goods
// after discount, and an order keeps the fee it was sold with when the zones change.
import { beforeEach, describe, expect, it } from 'vitest';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { SAMPLE_POSTCODES } from '../../../src/domain/orders/postcode.ts';
import { SHIPPING_COUNTRIES, type ShippingCountry } from '../../../src/domain/vocabulary/country.ts';
import { giveShopBankAccount, resetDatabase, useDefaultShippingZones } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { putZones } from './put-shipping-zones.ts';
import { createProduct, orderBody, postOrder, scalarRow } from './order-helpers.ts';

type Items = { product_id: number; quantity: number }[];
const DAYS = { delivery_days_min: 2, delivery_days_max: 5 };

async function quote(items: Items, country: ShippingCountry, extra: Record<string, unknown> = {}) {
  const res = await checkoutQuote(
    new Request('http://localhost/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, country, language: 'fr', ...extra }),
    }),
    functionContext(),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { shippingCents: number } };
}

async function place(items: Items, country: ShippingCountry, postalCode = SAMPLE_POSTCODES[country]) {
  const res = await postOrder(orderBody(items, { customer: { ...orderBody([]).customer, country, postalCode } }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: { id: number; shippingCents: number; totalCents: number } }).order;
}

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await useDefaultShippingZones();
  await getSql().unsafe(`insert into public.promo_codes (code, percent_off) values ('welcome10', 10)`);
});

describe('shipping zones at the checkout quote and at the order', () => {
  it('quotes each destination in its zone: flat in Belgium, by weight next door and in the United Kingdom', async () => {
    const bottle = await createProduct({ stock: 20, priceCents: 9500 });
    const one = [{ product_id: bottle, quantity: 1 }];
    expect((await quote(one, 'BE')).body.shippingCents).toBe(1000);
    expect((await quote(one, 'NL')).body.shippingCents).toBe(1290);
    expect((await quote(one, 'UK')).body.shippingCents).toBe(2490);
    // three bottles of 350 g weigh 1 050 g: the next band
    expect((await quote([{ product_id: bottle, quantity: 3 }], 'NL')).body.shippingCents).toBe(1790);
    // the order is priced as it was quoted, and keeps its zone and weight
    const order = await place(one, 'NL', '1012 AB');
    expect(order.shippingCents).toBe(1290);
    expect(order.totalCents).toBe(9500 + 1290);
    const row = await scalarRow<{ shipping_zone_name: string; shipping_weight_grams: number }>(
      'select shipping_zone_name, shipping_weight_grams from public.orders where id = $1',
      [order.id],
    );
    expect(row).toEqual({ shipping_zone_name: 'Pays voisins', shipping_weight_grams: 350 });
  });

  it('weighs each product by its own weight', async () => {
    const heavy = await createProduct({ stock: 5, priceCents: 9500 });
    await getSql()`update public.products set weight_grams = 1200 where id = ${heavy}`;
    expect((await quote([{ product_id: heavy, quantity: 1 }], 'DE')).body.shippingCents).toBe(1790);
  });

  it('ships free from the threshold on the goods after discount, not one cent below', async () => {
    const at = await createProduct({ stock: 5, priceCents: 30000 });
    const below = await createProduct({ stock: 5, priceCents: 29999 });
    expect((await quote([{ product_id: at, quantity: 1 }], 'BE')).body.shippingCents).toBe(0);
    expect((await quote([{ product_id: below, quantity: 1 }], 'BE')).body.shippingCents).toBe(1000);
    // after 10 % off, 30 000 of goods are 27 000: shipping is charged again
    expect((await quote([{ product_id: at, quantity: 1 }], 'BE', { promoCode: 'welcome10' })).body.shippingCents).toBe(
      1000,
    );
    expect((await place([{ product_id: at, quantity: 1 }], 'BE')).shippingCents).toBe(0);
    expect((await place([{ product_id: below, quantity: 1 }], 'BE')).shippingCents).toBe(1000);
  });

  it('refuses a country in no zone at the quote and at the order, naming the field', async () => {
    const bottle = await createProduct({ stock: 5, priceCents: 9500 });
    await getSql()`delete from public.shipping_zones where 'UK' = any(countries)`;
    const refused = await quote([{ product_id: bottle, quantity: 1 }], 'UK');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'country_not_shipped', errors: { country: expect.any(Array) } });
    const res = await postOrder(
      orderBody([{ product_id: bottle, quantity: 1 }], {
        customer: { ...orderBody([]).customer, country: 'UK', postalCode: 'SW1A 1AA' },
      }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { 'customer.country': expect.any(Array) } });
  });

  it('an order keeps the fee it was sold with when the owner changes the zones', async () => {
    const bottle = await createProduct({ stock: 5, priceCents: 9500 });
    const order = await place([{ product_id: bottle, quantity: 1 }], 'BE');
    const saved = await putZones({
      zones: [
        { name: 'Belgique', countries: ['BE'], rate: { kind: 'flat', cents: 450 }, free_from_cents: null, ...DAYS },
        {
          name: 'Europe',
          countries: SHIPPING_COUNTRIES.filter((c) => c !== 'BE' && c !== 'UK'),
          rate: {
            kind: 'weight',
            bands: [
              { up_to_grams: 2000, cents: 1500 },
              { up_to_grams: 500, cents: 900 },
            ],
          },
          free_from_cents: 20000,
          ...DAYS,
        },
      ],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { zones } = (await saved.json()) as { zones: { rate: { bands?: { up_to_grams: number }[] } }[] };
    // bands are kept sorted by weight
    expect(zones[1]!.rate.bands!.map((b) => b.up_to_grams)).toEqual([500, 2000]);
    expect((await quote([{ product_id: bottle, quantity: 1 }], 'BE')).body.shippingCents).toBe(450);
    expect((await quote([{ product_id: bottle, quantity: 1 }], 'NL')).body.shippingCents).toBe(900);
    // the United Kingdom is in no zone any more
    expect((await quote([{ product_id: bottle, quantity: 1 }], 'UK')).status).toBe(422);
    const kept = await scalarRow<{ shipping_cents: number; total_cents: number }>(
      'select shipping_cents, total_cents from public.orders where id = $1',
      [order.id],
    );
    expect(kept).toEqual({ shipping_cents: 1000, total_cents: 10500 });
  });

  it('refuses a country in two zones, naming the zone field', async () => {
    const res = await putZones({
      zones: [
        { name: 'A', countries: ['BE', 'NL'], rate: { kind: 'flat', cents: 500 }, free_from_cents: null, ...DAYS },
        { name: 'B', countries: ['NL'], rate: { kind: 'flat', cents: 900 }, free_from_cents: null, ...DAYS },
      ],
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { 'zones.1.countries': [expect.stringContaining('NL')] } });
  });
});
