// The shop's promises come from its settings: the terms' and the FAQ's VAT sentence names, for each
// country the shop ships to, the rate the checkout's quote charges there (never "Belgian VAT at 21 %"
// for everyone), who pays for returns follows the free-returns setting, and the destinations and
// delivery fees are the shipping zones' as the checkout charges them, in fr, en and nl.
// (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { beforeAll, describe, expect, it } from 'vitest';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import type { CheckoutQuote } from '../../../src/contract/checkout.ts';
import { SHIPPING_COUNTRIES, type ShippingCountry } from '../../../src/domain/vocabulary/country.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';
import { countryName } from '../../../src/i18n/locale.ts';
import { getTranslator } from '../../../src/i18n/translate.ts';
import { vatByDestination } from '../../../src/i18n/vat-by-destination.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { getShopSettings } from '../../../src/server/settings/settings-repository.ts';
import { legalFactsOf } from '../../../src/server/storefront/legal-facts.ts';
import { readStorefrontSettings } from '../../../src/server/storefront/storefront-settings.ts';
import { resetDatabase, useDefaultShippingZones } from '../../support/database.ts';
import { formatMoney } from '../../../src/i18n/locale.ts';
import { REST_OF_EU } from '../../../src/domain/vocabulary/country.ts';
import { functionContext } from '../../support/function-context.ts';
import { createProduct } from '../orders/order-helpers.ts';

let productId = 0;

async function quote(country: ShippingCountry, quantity = 1): Promise<CheckoutQuote | null> {
  const res = await checkoutQuote(
    new Request('http://localhost/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ product_id: productId, quantity }], country, language: 'fr' }),
    }),
    functionContext(),
  );
  return res.status === 200 ? ((await res.json()) as CheckoutQuote) : null;
}

/** The terms' prices paragraph and the FAQ's VAT answer, as the built pages word them. */
async function vatSentences() {
  const settings = await getShopSettings();
  return Promise.all(
    LANGUAGES.map(async (lang) => {
      const t = getTranslator(lang, ['legal', 'faq']);
      const facts = await legalFactsOf(lang, settings);
      return { lang, pages: [t('terms.sections.prices.p1', facts), t('faq:items.vat.a', facts)] };
    }),
  );
}

describe('the VAT sentence of the terms and the FAQ', () => {
  beforeAll(async () => {
    await resetDatabase();
    productId = await createProduct({ stock: 5, priceCents: 10000 });
  });

  const CASES = [
    { oss: true, uk: 'registered' },
    { oss: false, uk: 'not-registered' },
    { oss: true, uk: 'no-shipping' },
  ] as const;

  for (const { oss, uk } of CASES) {
    it(`says each destination's rate as the checkout charges it (OSS ${oss}, UK ${uk})`, async () => {
      await getSql()`update public.shop_settings set oss_registered = ${oss}, uk_vat_mode = ${uk}`;
      const sentences = await vatSentences();
      for (const country of SHIPPING_COUNTRIES) {
        const charged = await quote(country);
        for (const { lang, pages } of sentences) {
          for (const page of pages) {
            if (!charged) {
              // not shipped there: not named
              expect(page).not.toContain(countryName(country, lang));
              continue;
            }
            const said = vatByDestination(lang, [{ country, scheme: charged.vatScheme, rateBp: charged.vatRateBp }]);
            expect(page, `${lang} ${country}`).toContain(said);
          }
        }
      }
      const [fr] = sentences;
      expect(fr!.pages[0]).not.toContain('TVA belge au taux de 21');
      expect(fr!.pages[0]).toContain(oss ? 'France 20\u202f%' : 'France 21\u202f%');
      if (uk === 'not-registered') expect(fr!.pages[1]).toContain('Royaume-Uni sans TVA');
      if (uk === 'no-shipping') expect(fr!.pages[1]).not.toContain('Royaume-Uni');
    });
  }

  it('says who pays for returns as the setting says', async () => {
    for (const free of [false, true]) {
      await getSql()`update public.shop_settings set free_returns = ${free}`;
      const settings = await getShopSettings();
      for (const lang of LANGUAGES) {
        const t = getTranslator(lang, ['legal', 'faq']);
        const facts = await legalFactsOf(lang, settings);
        const costs = t(free ? 'returnCosts.free' : 'returnCosts.paid');
        expect(t('terms.sections.withdrawal.p4', facts)).toContain(costs);
        expect(t('faq:items.returns.a', facts)).toContain(costs);
      }
    }
  });

  it("names the destinations and each one's fee, from the lightest parcel to the heaviest, as the checkout charges them", async () => {
    await useDefaultShippingZones();
    // 1 EUR a bottle: 14 bottles (350 g each, 4.9 kg) stay under every free-shipping threshold
    await getSql()`update public.products set price_cents = 100, stock = 50 where id = ${productId}`;
    const settings = await getShopSettings();
    for (const lang of LANGUAGES) {
      const t = getTranslator(lang, ['legal', 'faq']);
      const facts = await legalFactsOf(lang, settings);
      const fees = [t('faq:items.shippingCost.a', facts), t('terms.sections.prices.p1', facts)];
      const places = [t('faq:items.countries.a', facts), t('terms.sections.delivery.p1', facts)];
      for (const country of SHIPPING_COUNTRIES) {
        const [light, heavy] = [await quote(country, 1), await quote(country, 14)];
        if (!light || !heavy) continue;
        for (const page of fees) {
          expect(page, `${lang} ${country} one bottle`).toContain(formatMoney(light.shippingCents, lang));
          expect(page, `${lang} ${country} 4.9 kg`).toContain(formatMoney(heavy.shippingCents, lang));
        }
        const named = (REST_OF_EU as readonly string[]).includes(country)
          ? t('common:delivery.otherEu')
          : countryName(country, lang);
        for (const page of places) expect(page, `${lang} ${country}`).toContain(named);
      }
      for (const zone of settings.shippingZones) {
        if (zone.freeFromCents === null) continue;
        for (const page of fees) expect(page).toContain(formatMoney(zone.freeFromCents, lang));
      }
    }
    const fr = getTranslator('fr', ['faq']);
    expect(fr('items.shippingCost.a', await legalFactsOf('fr', settings))).not.toContain('quel que soit le nombre');
  });
});

describe('the storefront build reads the zones the checkout ships to', () => {
  it('names no UK delivery time on the product and home pages when the UK is not shipped to', async () => {
    await resetDatabase();
    await useDefaultShippingZones();
    await getSql()`update public.shop_settings set uk_vat_mode = 'no-shipping'`;
    const zones = (await readStorefrontSettings(getSql())).shippingZones;
    expect(zones.flatMap((zone) => zone.countries)).not.toContain('UK');
    expect(zones.length).toBeGreaterThan(0);
    await getSql()`update public.shop_settings set uk_vat_mode = 'registered'`;
    const all = (await readStorefrontSettings(getSql())).shippingZones;
    expect(all.flatMap((zone) => zone.countries)).toContain('UK');
  });
});
