// The checkout's side of VAT by destination: the countries the settings let it offer, and reading the
// server's quote (anything malformed is no quote: the summary then leaves the VAT to the server).
import { describe, expect, it } from 'vitest';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import { readQuote } from '../../../src/islands/checkout/quote.ts';
import { readPublicSettings } from '../../../src/islands/checkout/shop-settings.ts';

const PUBLIC = {
  shippingFeeCents: 1000,
  payments: { card: { enabled: true }, paypal: { enabled: false }, bankTransfer: { enabled: true } },
  contact: { whatsappUrl: '' },
};

describe('the shipping countries offered', () => {
  it('leaves the United Kingdom out when the settings do, and keeps only known countries', () => {
    const withoutUk = SHIPPING_COUNTRIES.filter((country) => country !== 'UK');
    expect(readPublicSettings({ ...PUBLIC, shippingCountries: withoutUk })!.shippingCountries).toEqual(withoutUk);
    expect(readPublicSettings({ ...PUBLIC, shippingCountries: ['UK', 'US', 'BE'] })!.shippingCountries).toEqual([
      'BE',
      'UK',
    ]);
    // an answer from before the setting existed: every country
    expect(readPublicSettings(PUBLIC)!.shippingCountries).toEqual([...SHIPPING_COUNTRIES]);
  });
});

describe('readQuote', () => {
  const quote = {
    country: 'FR',
    vatScheme: 'oss',
    vatRateBp: 2000,
    currency: 'EUR',
    lines: [{ productId: 3, quantity: 2, unitPriceCents: 18500, lineTotalCents: 37000 }],
    subtotalCents: 37000,
    discountCents: 3700,
    promoCode: 'welcome10',
    unavailablePromoCode: null,
    shippingCents: 1000,
    giftWrapCents: 0,
    totalCents: 34300,
    vatCents: 5717,
    exportPricing: null,
    deliveryDays: { min: 2, max: 4 },
  };

  it('reads the server answer', () => {
    expect(readQuote(quote)).toEqual({
      country: 'FR',
      vatScheme: 'oss',
      vatRateBp: 2000,
      lines: quote.lines,
      subtotalCents: 37000,
      discountCents: 3700,
      shippingCents: 1000,
      giftWrapCents: 0,
      totalCents: 34300,
      vatCents: 5717,
      promoCode: 'welcome10',
      unavailablePromoCode: null,
      exportPricing: null,
      deliveryDays: { min: 2, max: 4 },
    });
  });

  it('takes nothing malformed for a quote', () => {
    for (const bad of [
      null,
      {},
      { ...quote, vatScheme: 'none' },
      { ...quote, totalCents: 343.5 },
      { ...quote, vatCents: '5717' },
      { ...quote, lines: [{ productId: 'x' }] },
      { ...quote, lines: null },
      { ...quote, deliveryDays: undefined },
      { ...quote, unavailablePromoCode: 3 },
    ]) {
      expect(readQuote(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
