// VAT by destination through the API: POST /api/orders and POST /api/checkout/quote price
// the basket with the destination's rate, every amount worked out by hand in the comments; a rate
// with a future valid-from applies from that day only; a placed order keeps its rate.
// (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import checkoutOrderRead from '../../../netlify/functions/checkout-order-read.mts';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import { brusselsDay } from '../../../src/domain/tax/vat-rates.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { renderOrderConfirmation } from '../../../src/server/orders/order-email-templates.ts';
import { getOrderDetails } from '../../../src/server/orders/order-repository.ts';
import { getShopSettings } from '../../../src/server/settings/settings-repository.ts';
import { getImageStorage } from '../../../src/server/storage/index.ts';
import { seedShop } from '../../../src/local/seed/seed-shop.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';
import { SAMPLE_POSTCODES } from '../../../src/domain/orders/postcode.ts';
import {
  BELGIUM_NEIGHBOURS_AND_UK,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
} from '../../../src/domain/vocabulary/country.ts';
import type { Language } from '../../../src/domain/vocabulary/language.ts';

type Items = { product_id: number; quantity: number }[];

interface PlacedVatOrder {
  id: number;
  token: string;
  vatRateBp: number;
  vatScheme: string;
  vatCents: number;
  totalCents: number;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  items: { unitPriceCents: number; quantity: number }[];
}

const sql = () => getSql();
const FIVE = BELGIUM_NEIGHBOURS_AND_UK;
const customer = (country: ShippingCountry, email = 'camille@example.eu') => ({
  firstName: 'Camille',
  lastName: 'Dupont',
  email,
  address: 'Rue Haute 1',
  city: 'Ville',
  postalCode: SAMPLE_POSTCODES[country],
  country,
});

async function place(
  items: Items,
  country: ShippingCountry,
  extra: Record<string, unknown> = {},
  key = randomUUID(),
): Promise<PlacedVatOrder> {
  // an address per order (the same for a retried key): the seed's WELCOME10 is good once per address
  const email = `camille.${key.slice(0, 8)}@example.eu`;
  const res = await postOrder(orderBody(items, { customer: customer(country, email), ...extra }), { key });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { order: Omit<PlacedVatOrder, 'token'>; accessToken: string };
  return { ...body.order, token: body.accessToken };
}

async function quote(items: Items, country: ShippingCountry, extra: Record<string, unknown> = {}): Promise<Response> {
  return checkoutQuote(
    new Request('http://localhost/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, country, language: 'fr', ...extra }),
    }),
    functionContext(),
  );
}

const money = (
  o: Pick<
    PlacedVatOrder,
    'vatRateBp' | 'vatScheme' | 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents' | 'vatCents'
  >,
) => ({
  rate: o.vatRateBp,
  scheme: o.vatScheme,
  subtotal: o.subtotalCents,
  discount: o.discountCents,
  shipping: o.shippingCents,
  total: o.totalCents,
  vat: o.vatCents,
});

async function stored(id: number) {
  const [row] = await sql().unsafe<
    { vat_rate_bp: number; vat_scheme: string; vat_cents: number; total_cents: number; country: string }[]
  >('select vat_rate_bp, vat_scheme, vat_cents, total_cents, country from public.orders where id = $1', [id]);
  return row!;
}

describe('the seeded shop (registered for the OSS, UK VAT-registered, same VAT-inclusive price)', () => {
  let rose: number;
  let jardin: number;
  beforeAll(async () => {
    await resetDatabase();
    await giveShopBankAccount();
    await seedShop(getSql(), getImageStorage(), { imageWidths: [400] });
    const ids = await sql().unsafe<{ id: number; name_fr: string; price_cents: number }[]>(
      `select id, name_fr, price_cents from public.products where name_fr in ('Rose de Minuit', 'Jardin d''Aurore')`,
    );
    rose = ids.find((p) => p.name_fr === 'Rose de Minuit')!.id;
    jardin = ids.find((p) => p.name_fr === "Jardin d'Aurore")!.id;
    expect(ids.map((p) => p.price_cents).sort()).toEqual([18500, 9500]);
  });

  // 2 x Rose de Minuit 185,00 = 370,00; welcome10: - 37,00; shipping 10,00: total 343,00 everywhere
  const basket = () => [{ product_id: rose, quantity: 2 }];
  const gross = { subtotal: 37000, discount: 3700, shipping: 1000, total: 34300 };

  it.each([
    // 34300 x 21/121 = 5952.89 -> 5953
    ['BE', 'be', 2100, 5953],
    // 34300 x 20/120 = 5716.67 -> 5717
    ['FR', 'oss', 2000, 5717],
    // 34300 x 19/119 = 5476.47 -> 5476
    ['DE', 'oss', 1900, 5476],
    // 34300 x 21/121 = 5952.89 -> 5953, the Dutch VAT through the OSS
    ['NL', 'oss', 2100, 5953],
  ] as const)(
    'an order shipped to %s carries %s VAT at %i bp: %i cents, the same total as in Belgium',
    async (country, scheme, rate, vat) => {
      const order = await place(basket(), country, { promoCode: 'welcome10' });
      expect(money(order)).toEqual({ rate, scheme, ...gross, vat });
      expect(order.items).toEqual([expect.objectContaining({ unitPriceCents: 18500, quantity: 2 })]);
      expect(await stored(order.id)).toEqual({
        vat_rate_bp: rate,
        vat_scheme: scheme,
        vat_cents: vat,
        total_cents: 34300,
        country,
      });
      // the checkout's quote said the same before the shopper paid
      const res = await quote(basket(), country, { promoCode: 'welcome10' });
      expect(res.status).toBe(200);
      const q = await res.json();
      expect({
        rate: q.vatRateBp,
        scheme: q.vatScheme,
        subtotal: q.subtotalCents,
        discount: q.discountCents,
        shipping: q.shippingCents,
        total: q.totalCents,
        vat: q.vatCents,
      }).toEqual(money(order));
      expect(q.lines).toEqual([{ productId: rose, quantity: 2, unitPriceCents: 18500, lineTotalCents: 37000 }]);
    },
  );

  it('a UK order never carries Belgian VAT: UK VAT up to GBP 135, a VAT-free export above', async () => {
    // goods 370,00 - 37,00 = 333,00, less UK VAT 33300/6 = 5550: 277,50 > 155,00 (GBP 135): export, no VAT, same total
    const large = await place(basket(), 'UK', { promoCode: 'welcome10' });
    expect(money(large)).toEqual({ rate: 0, scheme: 'export', ...gross, vat: 0 });
    // 1 x Jardin d'Aurore 95,00 + 10,00 = 105,00; goods 9500 - 9500/6 (1583.33 -> 1583) = 7917 <= 15500: UK VAT 10500/6 = 1750
    const small = await place([{ product_id: jardin, quantity: 1 }], 'UK');
    expect(money(small)).toEqual({
      rate: 2000,
      scheme: 'uk',
      subtotal: 9500,
      discount: 0,
      shipping: 1000,
      total: 10500,
      vat: 1750,
    });
    const rows = await sql().unsafe<{ n: number }[]>(
      `select count(*)::int as n from public.orders where country = 'UK' and vat_rate_bp = 2100 and created_at > now() - interval '1 hour'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('the confirmation e-mail gives the rate that applies, and for a VAT-free UK parcel who pays the import charges', async () => {
    const settings = await getShopSettings();
    const mail = async (id: number, language: Language) => {
      const order = await getOrderDetails(id);
      return renderOrderConfirmation({
        order: { ...order!, language },
        settings,
        siteUrl: 'http://localhost',
        orderUrl: 'http://localhost/thank-you',
      }).text;
    };
    const de = await place(basket(), 'DE', { promoCode: 'welcome10' });
    // 34300 x 19/119 = 5476.47 -> 54,76 €
    expect(await mail(de.id, 'fr')).toMatch(/Dont TVA \(19\u202f%\)\s:\s54,76\s€/);
    const uk = await place(basket(), 'UK', { promoCode: 'welcome10' });
    const text = await mail(uk.id, 'en');
    expect(text).toContain('No VAT (export outside the EU): €0.00');
    expect(text).toContain('UK import VAT and any customs duties are payable by you on delivery.');
    expect(await mail(de.id, 'en')).not.toContain('import VAT');
    // a UK parcel of GBP 135 or less carries the UK's own VAT, named so
    const small = await place([{ product_id: jardin, quantity: 1 }], 'UK');
    expect(await mail(small.id, 'en')).toMatch(/Including UK VAT \(20%\): £|Including UK VAT \(20%\): €17\.50/);
    expect(await mail(small.id, 'fr')).toMatch(/Dont TVA britannique \(20\u202f%\)\s:\s17,50\s€/);
    expect(await mail(small.id, 'nl')).toMatch(/Waarvan Britse btw \(20%\): €\s17,50/);
  });
});

describe('the settings choose the rules', () => {
  let a: number;
  let b: number;
  // 2 x 120,00 + 1 x 85,50 with welcome10, shipping 10,00 (see tests/unit/tax/vat-destination.test.ts)
  const basket = () => [
    { product_id: a, quantity: 2 },
    { product_id: b, quantity: 1 },
  ];
  const setVat = (columns: string) => sql().unsafe(`update public.shop_settings set ${columns}`);

  beforeEach(async () => {
    await resetDatabase();
    await giveShopBankAccount();
    await sql().unsafe(`insert into public.promo_codes (code, percent_off) values ('welcome10', 10)`);
    a = await createProduct({ stock: 100, priceCents: 12000 });
    b = await createProduct({ stock: 100, priceCents: 8550 });
  });

  it('a new shop keeps Belgian VAT on EU orders until it says it is OSS-registered, and ships to the UK VAT-free', async () => {
    // 32550 - 3255 + 1000 = 30295; 30295 x 21/121 = 5257.81 -> 5258
    for (const country of SHIPPING_COUNTRIES.filter((c) => c !== 'UK')) {
      expect(money(await place(basket(), country, { promoCode: 'welcome10' }))).toEqual({
        rate: 2100,
        scheme: 'be',
        subtotal: 32550,
        discount: 3255,
        shipping: 1000,
        total: 30295,
        vat: 5258,
      });
    }
    expect(money(await place(basket(), 'UK', { promoCode: 'welcome10' }))).toEqual({
      rate: 0,
      scheme: 'export',
      subtotal: 32550,
      discount: 3255,
      shipping: 1000,
      total: 30295,
      vat: 0,
    });
  });

  it('same net price: the total follows the rate, lines are stored at the destination price, stock is taken', async () => {
    await setVat(
      `oss_registered = true, uk_vat_mode = 'registered', uk_vat_number = 'GB123456782', vat_pricing = 'same-net', export_pricing = 'without-vat'`,
    );
    // Belgium, its neighbours and the UK (the rest of the EU is priced like the Netherlands: eu-zone-vat.test.ts)
    const expected: Record<(typeof FIVE)[number], object> = {
      BE: { rate: 2100, scheme: 'be', subtotal: 32550, discount: 3255, shipping: 1000, total: 30295, vat: 5258 },
      // 12000 x 120/121 -> 11901, 8550 -> 8479, shipping -> 992; 32281 - 3228 + 992 = 30045; VAT 30045/6 = 5007.5 -> 5008
      FR: { rate: 2000, scheme: 'oss', subtotal: 32281, discount: 3228, shipping: 992, total: 30045, vat: 5008 },
      // x 119/121: 11802, 8409, 983; 32013 - 3201 + 983 = 29795; VAT x 19/119 = 4757.18 -> 4757
      DE: { rate: 1900, scheme: 'oss', subtotal: 32013, discount: 3201, shipping: 983, total: 29795, vat: 4757 },
      NL: { rate: 2100, scheme: 'oss', subtotal: 32550, discount: 3255, shipping: 1000, total: 30295, vat: 5258 },
      // above GBP 135: export at the net price, x 100/121: 9917, 7066, 826; 26900 - 2690 + 826 = 25036
      UK: { rate: 0, scheme: 'export', subtotal: 26900, discount: 2690, shipping: 826, total: 25036, vat: 0 },
    };
    const units: Record<(typeof FIVE)[number], number[]> = {
      BE: [12000, 8550],
      FR: [11901, 8479],
      DE: [11802, 8409],
      NL: [12000, 8550],
      UK: [9917, 7066],
    };
    for (const country of FIVE) {
      const order = await place(basket(), country, { promoCode: 'welcome10' });
      expect(money(order), country).toEqual(expected[country]);
      expect(
        order.items.map((i) => i.unitPriceCents),
        country,
      ).toEqual(units[country]);
      const items = await sql().unsafe<{ unit_price_cents: number }[]>(
        'select unit_price_cents from public.order_items where order_id = $1 order by product_id',
        [order.id],
      );
      expect(items.map((i) => i.unit_price_cents)).toEqual(units[country]);
    }
    // five orders of 2 x a and 1 x b
    const stock = await sql().unsafe<{ stock: number }[]>(
      'select stock from public.products where id = any($1::bigint[]) order by id',
      [[a, b]],
    );
    expect(stock.map((s) => s.stock)).toEqual([90, 95]);
  });

  it('UK shipping switched off: the order and the quote are refused naming the country', async () => {
    await setVat(`uk_vat_mode = 'no-shipping'`);
    const res = await postOrder(orderBody(basket(), { customer: customer('UK') }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: 'country_not_shipped',
      errors: { 'customer.country': ['the shop does not ship to this country'] },
    });
    const q = await quote(basket(), 'UK');
    expect(q.status).toBe(422);
    expect((await q.json()).errors).toEqual({ country: ['the shop does not ship to this country'] });
    const [{ n }] = (await sql().unsafe('select count(*)::int as n from public.orders')) as unknown as [{ n: number }];
    expect(n).toBe(0);
  });

  it('a quote refuses bad input naming the field, and never a price sent by the browser', async () => {
    const bad = await quote([{ product_id: a, quantity: 0 }], 'US' as ShippingCountry);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['country', 'items.0.quantity']);
    const unknown = await quote([{ product_id: 999999, quantity: 1 }], 'FR');
    expect(unknown.status).toBe(404);
    const promo = await quote(basket(), 'FR', { promoCode: 'nope' });
    expect(promo.status).toBe(422);
    expect(Object.keys((await promo.json()).errors)).toEqual(['promoCode']);
    const tampered = await quote([{ product_id: a, quantity: 1, unit_price_cents: 1 } as never], 'FR', {
      totalCents: 1,
      vatRateBp: 0,
    });
    expect((await tampered.json()).totalCents).toBe(13000);
  });

  it('a missing rate stops the pricing with 503 rather than guessing one', async () => {
    await sql().unsafe(`delete from public.vat_rates where country = 'BE'`);
    const res = await postOrder(orderBody(basket()));
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('vat_rate_missing');
  });
});

describe('rates by date', () => {
  let product: number;
  const today = () => brusselsDay(new Date());
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  beforeEach(async () => {
    await resetDatabase();
    await giveShopBankAccount();
    await sql().unsafe('update public.shop_settings set oss_registered = true');
    product = await createProduct({ stock: 100, priceCents: 12000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a rate change with a future valid-from date applies from that date only', async () => {
    const tomorrow = dayAfter(today());
    await sql().unsafe(`insert into public.vat_rates (country, rate_bp, valid_from) values ('FR', 2500, $1::date)`, [
      tomorrow,
    ]);
    // today: 12000 + 1000 = 13000 at 20 %: 13000/6 = 2166.67 -> 2167
    const now = await place([{ product_id: product, quantity: 1 }], 'FR');
    expect(money(now)).toMatchObject({ rate: 2000, total: 13000, vat: 2167 });
    // the next Brussels day, at noon: 25 %: 13000 x 25/125 = 2600
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${tomorrow}T12:00:00Z`));
    const then = await place([{ product_id: product, quantity: 1 }], 'FR');
    expect(money(then)).toMatchObject({ rate: 2500, total: 13000, vat: 2600 });
    const q = await (await quote([{ product_id: product, quantity: 1 }], 'FR')).json();
    expect([q.vatRateBp, q.vatCents]).toEqual([2500, 2600]);
  });

  it('an order keeps the rate it was placed with', async () => {
    const key = randomUUID();
    const first = await place([{ product_id: product, quantity: 1 }], 'FR', {}, key);
    expect(money(first)).toMatchObject({ rate: 2000, vat: 2167 });
    // France's rate changes from today on
    await sql().unsafe(`insert into public.vat_rates (country, rate_bp, valid_from) values ('FR', 2500, $1::date)`, [
      today(),
    ]);
    expect(money(await place([{ product_id: product, quantity: 1 }], 'FR'))).toMatchObject({ rate: 2500, vat: 2600 });
    // the first order, read back and retried with its key, is still at 20 %
    const res = await checkoutOrderRead(
      new Request(`http://localhost/api/checkout/orders/${first.id}`, { headers: { 'x-order-token': first.token } }),
      functionContext({ id: String(first.id) }),
    );
    expect(money((await res.json()).order)).toEqual(money(first));
    const retried = await place([{ product_id: product, quantity: 1 }], 'FR', {}, key);
    expect(retried.id).toBe(first.id);
    expect(money(retried)).toEqual(money(first));
    expect(await stored(first.id)).toMatchObject({ vat_rate_bp: 2000, vat_cents: 2167 });
  });
});
