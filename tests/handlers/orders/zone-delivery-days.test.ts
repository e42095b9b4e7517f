// Delivery times per shipping zone: the owner sets each zone's working days (admin API, min <= max);
// the checkout's quote, the order's page and its confirmation e-mail give the destination zone's time;
// GET /api/settings lists each zone's; the terms and FAQ name each zone's time by its countries (one
// time when every zone promises the same), the home page one span "selon la destination".
// (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { beforeEach, describe, expect, it } from 'vitest';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import settingsRead from '../../../netlify/functions/settings-read.mts';
import { SAMPLE_POSTCODES } from '../../../src/domain/orders/postcode.ts';
import type { ShippingCountry } from '../../../src/domain/vocabulary/country.ts';
import type { Language } from '../../../src/domain/vocabulary/language.ts';
import { deliveryTimeAnywhere } from '../../../src/i18n/delivery-time.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { renderOrderConfirmation } from '../../../src/server/orders/order-email-templates.ts';
import { contextFor } from '../../../src/server/orders/order-emails.ts';
import { getShopSettings } from '../../../src/server/settings/settings-repository.ts';
import { legalFactsOf } from '../../../src/server/storefront/legal-facts.ts';
import { giveShopBankAccount, resetDatabase, useDefaultShippingZones } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { putZones } from './put-shipping-zones.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';

const N = '\u00a0';

async function quoteDays(product: number, country: ShippingCountry) {
  const res = await checkoutQuote(
    new Request('http://localhost/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ product_id: product, quantity: 1 }], country, language: 'fr' }),
    }),
    functionContext(),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { deliveryDays: unknown }).deliveryDays;
}

const zone = (name: string, countries: string[], min: number, max: number) => ({
  name,
  countries,
  rate: { kind: 'flat', cents: 900 },
  free_from_cents: null,
  delivery_days_min: min,
  delivery_days_max: max,
});

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await useDefaultShippingZones();
});

describe('delivery times per shipping zone', () => {
  it('the owner sets each zone its own days; a maximum under the minimum is refused, naming the field', async () => {
    const saved = await putZones({ zones: [zone('Belgique', ['BE'], 1, 2), zone('Ailleurs', ['FR', 'UK'], 3, 8)] });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({
      zones: [
        { name: 'Belgique', delivery_days_min: 1, delivery_days_max: 2 },
        { name: 'Ailleurs', delivery_days_min: 3, delivery_days_max: 8 },
      ],
    });
    const refused = await putZones({ zones: [zone('Belgique', ['BE'], 4, 2)] });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { 'zones.0.delivery_days_max': [expect.any(String)] } });
    const missing = await putZones({ zones: [{ ...zone('Belgique', ['BE'], 1, 2), delivery_days_min: undefined }] });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ errors: { 'zones.0.delivery_days_min': [expect.any(String)] } });
  });

  it('the quote, the public settings, the order and its e-mail give the destination zone’s time', async () => {
    const product = await createProduct({ stock: 10, priceCents: 9500 });
    // the default zones of a new shop
    expect(await quoteDays(product, 'BE')).toEqual({ min: 1, max: 2 });
    expect(await quoteDays(product, 'NL')).toEqual({ min: 2, max: 4 });
    expect(await quoteDays(product, 'IT')).toEqual({ min: 3, max: 7 });
    expect(await quoteDays(product, 'UK')).toEqual({ min: 3, max: 6 });
    const settings = (await (await settingsRead()).json()) as {
      deliveryZones: { countries: string[]; min: number; max: number }[];
    };
    expect(settings.deliveryZones.map(({ min, max }) => [min, max])).toEqual([
      [1, 2],
      [2, 4],
      [3, 7],
      [3, 6],
    ]);
    expect(settings).not.toHaveProperty('deliveryDays');

    const res = await postOrder(
      orderBody([{ product_id: product, quantity: 1 }], {
        language: 'en',
        customer: { ...orderBody([]).customer, country: 'UK', postalCode: SAMPLE_POSTCODES.UK },
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as { order: { id: number; deliveryDays: unknown } };
    expect(order.deliveryDays).toEqual({ min: 3, max: 6 });
    const mail = renderOrderConfirmation(await contextFor(getSql(), order.id));
    expect(mail.text).toContain('3 to 6 working days');
    expect(mail.text).not.toContain('2 to 5 working days');
  });

  it('the terms and FAQ name each zone’s time by its countries; one time when every zone agrees', async () => {
    const facts = async (lang: Language) => (await legalFactsOf(lang, await getShopSettings())).deliveryTimes;
    expect(await facts('fr')).toBe(
      `Belgique${N}: 1 à 2 jours ouvrables${N}; Pays-Bas, France et Allemagne${N}: 2 à 4 jours ouvrables${N}; ` +
        `autres pays de l’Union européenne${N}: 3 à 7 jours ouvrables${N}; Royaume-Uni${N}: 3 à 6 jours ouvrables`,
    );
    expect(await facts('en')).toBe(
      'Belgium: 1 to 2 working days; Netherlands, France and Germany: 2 to 4 working days; ' +
        'other EU countries: 3 to 7 working days; United Kingdom: 3 to 6 working days',
    );
    expect(await facts('nl')).toContain(
      'België: 1 tot 2 werkdagen; Nederland, Frankrijk en Duitsland: 2 tot 4 werkdagen',
    );
    const zones = (await getShopSettings()).shippingZones;
    expect(deliveryTimeAnywhere('fr', zones)).toBe('1 à 7 jours ouvrables selon la destination');
    // a shop whose zones all took its one former value (the migration): the words it always had
    await getSql()`update public.shipping_zones set delivery_days_min = 2, delivery_days_max = 5`;
    expect(await facts('fr')).toBe('2 à 5 jours ouvrables');
    expect(deliveryTimeAnywhere('en', (await getShopSettings()).shippingZones)).toBe('2 to 5 working days');
  });
});
