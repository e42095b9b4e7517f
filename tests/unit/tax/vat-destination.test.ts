// VAT by destination: one basket shipped to BE, FR, DE, NL and the UK under each setting,
// every figure worked out by hand below (integer cents, half up), then the rate table's dates.
import { describe, expect, it } from 'vitest';
import { destinationTotals, priceAtRate } from '../../../src/domain/tax/destination-totals.ts';
import {
  brusselsDay,
  MissingVatRateError,
  rateOn,
  type VatCountry,
  type VatRate,
} from '../../../src/domain/tax/vat-rates.ts';
import { destinationVat, shippingCountries, type VatSettings } from '../../../src/domain/tax/vat-rules.ts';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import { STANDARD_VAT_RATES } from '../fixtures/vat-rates.ts';

const RATES = STANDARD_VAT_RATES;
const DAY = '2026-11-26';
// GBP 135 taken as EUR 155.00
const LIMIT = 15500;
// the EU countries the shop ships to, Belgium aside: France, Germany and the Netherlands
const OTHER_EU = SHIPPING_COUNTRIES.filter((c) => c !== 'BE' && c !== 'UK');

function price(country: VatCountry, settings: Omit<VatSettings, 'ukLowValueLimitCents'>, basket: 'large' | 'small') {
  const vat = { ...settings, ukLowValueLimitCents: LIMIT };
  const treatment = destinationVat(country, vat, RATES, DAY);
  if (!treatment) throw new Error(`not shipped to ${country}`);
  // large: 2 x 120,00 + 1 x 85,50 with welcome10 (10 % off); small: 1 x 95,00; shipping 10,00 each
  const lines =
    basket === 'large'
      ? [
          { unitPriceCents: 12000, quantity: 2 },
          { unitPriceCents: 8550, quantity: 1 },
        ]
      : [{ unitPriceCents: 9500, quantity: 1 }];
  const t = destinationTotals(lines, {
    percentOff: basket === 'large' ? 10 : 0,
    shippingFeeCents: 1000,
    homeRateBp: 2100,
    pricing: vat.pricing,
    exportPricing: vat.exportPricing,
    treatment,
    ukLowValueLimitCents: LIMIT,
  });
  return {
    scheme: t.scheme,
    rate: t.rateBp,
    units: t.lines.map((l) => l.unitPriceCents),
    subtotal: t.subtotalCents,
    discount: t.discountCents,
    shipping: t.shippingCents,
    total: t.totalCents,
    vat: t.vatCents,
  };
}

const OSS_GROSS = {
  ossRegistered: true,
  ukVat: 'registered',
  pricing: 'same-gross',
  exportPricing: 'same-price',
} as const;
const OSS_NET = {
  ossRegistered: true,
  ukVat: 'registered',
  pricing: 'same-net',
  exportPricing: 'without-vat',
} as const;

describe('the same basket shipped to each country, same VAT-inclusive price (the default)', () => {
  // subtotal 2 x 12000 + 8550 = 32550; discount 10 % = 3255; shipping 1000; total 32550 - 3255 + 1000 = 30295 everywhere
  const gross = { units: [12000, 8550], subtotal: 32550, discount: 3255, shipping: 1000, total: 30295 };
  it.each([
    // BE 21 %: 30295 x 21/121 = 5257.81 -> 5258
    ['BE', 'be', 2100, 5258],
    // FR 20 %: 30295 x 20/120 = 5049.17 -> 5049
    ['FR', 'oss', 2000, 5049],
    // DE 19 %: 30295 x 19/119 = 4837.01 -> 4837
    ['DE', 'oss', 1900, 4837],
    // NL 21 %: as Belgium, but the Dutch VAT, declared through the OSS
    ['NL', 'oss', 2100, 5258],
    // UK, UK-registered: goods 32550 - 3255 = 29295, less UK VAT 29295/6 = 4882.5 -> 4883: 24412 > 15500,
    // above GBP 135: a VAT-free export, the shopper pays import charges at delivery
    ['UK', 'export', 0, 0],
  ] as const)('%s: %s at %i bp, VAT %i cents', (country, scheme, rate, vat) => {
    expect(price(country, OSS_GROSS, 'large')).toEqual({ scheme, rate, ...gross, vat });
  });

  it('a UK consignment up to GBP 135 bears UK VAT when the shop is UK-registered', () => {
    // 9500 + 1000 = 10500; goods 9500 less 9500/6 = 1583.33 -> 1583: 7917 <= 15500; VAT 10500/6 = 1750
    expect(price('UK', OSS_GROSS, 'small')).toEqual({
      scheme: 'uk',
      rate: 2000,
      units: [9500],
      subtotal: 9500,
      discount: 0,
      shipping: 1000,
      total: 10500,
      vat: 1750,
    });
  });

  it('without a UK registration every UK order is a VAT-free export, never Belgian VAT', () => {
    const settings = { ...OSS_GROSS, ukVat: 'not-registered' } as const;
    expect(price('UK', settings, 'small')).toMatchObject({ scheme: 'export', rate: 0, total: 10500, vat: 0 });
    expect(price('UK', settings, 'large')).toMatchObject({ scheme: 'export', rate: 0, total: 30295, vat: 0 });
  });

  it('below the OSS threshold (not registered) France, Germany and the Netherlands get Belgian VAT', () => {
    const settings = { ...OSS_GROSS, ossRegistered: false } as const;
    for (const country of OTHER_EU)
      expect(price(country, settings, 'large')).toMatchObject({ scheme: 'be', rate: 2100, total: 30295, vat: 5258 });
  });
});

describe('the same basket, same net price (the total follows the rate)', () => {
  it.each([
    // unchanged at the home rate: 30295, VAT 5258
    [
      'BE',
      {
        scheme: 'be',
        rate: 2100,
        units: [12000, 8550],
        subtotal: 32550,
        discount: 3255,
        shipping: 1000,
        total: 30295,
        vat: 5258,
      },
    ],
    // x 120/121: 12000 -> 11900.83 -> 11901; 8550 -> 8479.34 -> 8479; shipping 1000 -> 991.74 -> 992
    // subtotal 2 x 11901 + 8479 = 32281; discount 3228.1 -> 3228; total 32281 - 3228 + 992 = 30045
    // VAT 30045 / 6 = 5007.5 -> 5008 (half up)
    [
      'FR',
      {
        scheme: 'oss',
        rate: 2000,
        units: [11901, 8479],
        subtotal: 32281,
        discount: 3228,
        shipping: 992,
        total: 30045,
        vat: 5008,
      },
    ],
    // x 119/121: 12000 -> 11801.65 -> 11802; 8550 -> 8408.68 -> 8409; shipping 983.47 -> 983
    // subtotal 23604 + 8409 = 32013; discount 3201.3 -> 3201; total 32013 - 3201 + 983 = 29795; VAT x 19/119 = 4757.18 -> 4757
    [
      'DE',
      {
        scheme: 'oss',
        rate: 1900,
        units: [11802, 8409],
        subtotal: 32013,
        discount: 3201,
        shipping: 983,
        total: 29795,
        vat: 4757,
      },
    ],
    // the Dutch rate is the Belgian one: unchanged
    [
      'NL',
      {
        scheme: 'oss',
        rate: 2100,
        units: [12000, 8550],
        subtotal: 32550,
        discount: 3255,
        shipping: 1000,
        total: 30295,
        vat: 5258,
      },
    ],
    // at UK VAT the goods would be 32281 - 3228 = 29053, less 29053/6 = 4842.17 -> 4842: 24211 > 15500: export, the net prices
    // x 100/121: 12000 -> 9917.36 -> 9917; 8550 -> 7066.12 -> 7066; shipping 826.45 -> 826
    // subtotal 19834 + 7066 = 26900; discount 2690; total 26900 - 2690 + 826 = 25036, no VAT
    [
      'UK',
      {
        scheme: 'export',
        rate: 0,
        units: [9917, 7066],
        subtotal: 26900,
        discount: 2690,
        shipping: 826,
        total: 25036,
        vat: 0,
      },
    ],
  ] as const)('%s', (country, expected) => {
    expect(price(country, OSS_NET, 'large')).toEqual(expected);
  });

  it('a small UK consignment: UK VAT on the net price', () => {
    // 9500 x 120/121 = 9421.49 -> 9421; shipping 992; total 10413; VAT 10413/6 = 1735.5 -> 1736 (half up)
    // consignment 9421 less 9421/6 = 1570.17 -> 1570: 7851 <= 15500
    expect(price('UK', OSS_NET, 'small')).toEqual({
      scheme: 'uk',
      rate: 2000,
      units: [9421],
      subtotal: 9421,
      discount: 0,
      shipping: 992,
      total: 10413,
      vat: 1736,
    });
    // not UK-registered: the net price, no VAT: 9500 x 100/121 = 7851.24 -> 7851, shipping 826: 8677
    expect(price('UK', { ...OSS_NET, ukVat: 'not-registered' }, 'small')).toEqual({
      scheme: 'export',
      rate: 0,
      units: [7851],
      subtotal: 7851,
      discount: 0,
      shipping: 826,
      total: 8677,
      vat: 0,
    });
  });

  it('rounds each converted price half up, once', () => {
    // 605 x 120/121 = 600 exactly; 121 x 120/121 = 120; 1 x 120/121 = 0.99 -> 1
    expect(priceAtRate(605, 2000, 2100, 'same-net')).toBe(600);
    expect(priceAtRate(121, 2000, 2100, 'same-net')).toBe(120);
    expect(priceAtRate(1, 2000, 2100, 'same-net')).toBe(1);
    // a 0.5 % rate lands on a half cent: 121 x 10050/12100 = 100.5 -> 101
    expect(priceAtRate(121, 50, 2100, 'same-net')).toBe(101);
    expect(priceAtRate(12345, 1900, 2100, 'same-gross')).toBe(12345);
  });
});

describe('exports outside the EU priced apart from the EU', () => {
  it('"price without Belgian VAT": the export takes the Belgian VAT off, the EU keeps the same price', () => {
    const settings = { ...OSS_GROSS, exportPricing: 'without-vat' } as const;
    // as the same-net export above: 12000 -> 9917, 8550 -> 7066, shipping 826; 26900 - 2690 + 826 = 25036
    expect(price('UK', settings, 'large')).toEqual({
      scheme: 'export',
      rate: 0,
      units: [9917, 7066],
      subtotal: 26900,
      discount: 2690,
      shipping: 826,
      total: 25036,
      vat: 0,
    });
    expect(price('FR', settings, 'large')).toMatchObject({ units: [12000, 8550], total: 30295, vat: 5049 });
    // a UK consignment that bears UK VAT is no export: the EU's pricing (same price)
    expect(price('UK', settings, 'small')).toMatchObject({ scheme: 'uk', units: [9500], total: 10500 });
  });

  it('"same price everywhere": the export keeps the page\'s price while the EU follows the net price', () => {
    const settings = { ...OSS_NET, exportPricing: 'same-price' } as const;
    expect(price('UK', settings, 'large')).toEqual({
      scheme: 'export',
      rate: 0,
      units: [12000, 8550],
      subtotal: 32550,
      discount: 3255,
      shipping: 1000,
      total: 30295,
      vat: 0,
    });
    expect(price('FR', settings, 'large')).toMatchObject({ units: [11901, 8479], total: 30045 });
  });
});

describe('UK shipping switched off', () => {
  it('has no UK treatment and leaves the UK out of the shipping countries', () => {
    const settings: VatSettings = {
      ossRegistered: true,
      ukVat: 'no-shipping',
      ukLowValueLimitCents: LIMIT,
      pricing: 'same-gross',
      exportPricing: 'same-price',
    };
    expect(destinationVat('UK', settings, RATES, DAY)).toBeNull();
    expect(shippingCountries(SHIPPING_COUNTRIES, settings)).toEqual(SHIPPING_COUNTRIES.filter((c) => c !== 'UK'));
    expect(shippingCountries(['BE', 'UK'] as const, { ukVat: 'not-registered' })).toEqual(['BE', 'UK']);
  });
});

describe('rates by date', () => {
  it('takes the latest rate whose day has come: a future rate applies from its day only', () => {
    const withFuture: VatRate[] = [...RATES, { country: 'FR', rateBp: 2200, validFrom: '2027-01-01' }];
    expect(rateOn(withFuture, 'FR', '2026-12-31')).toBe(2000);
    expect(rateOn(withFuture, 'FR', '2027-01-01')).toBe(2200);
    expect(rateOn(withFuture, 'FR', '2030-06-15')).toBe(2200);
    // Germany's 16 % of the second half of 2020
    expect(rateOn(RATES, 'DE', '2020-06-30')).toBe(1900);
    expect(rateOn(RATES, 'DE', '2020-07-01')).toBe(1600);
    expect(rateOn(RATES, 'DE', '2020-12-31')).toBe(1600);
    expect(rateOn(RATES, 'DE', '2021-01-01')).toBe(1900);
  });

  it('refuses to guess a rate that is not in the table', () => {
    expect(() => rateOn(RATES, 'FR', '2013-12-31')).toThrow(MissingVatRateError);
    expect(() => rateOn([], 'BE', DAY)).toThrow(/No VAT rate for BE on 2026-11-26/);
  });

  it('counts days in Brussels: 23:30 UTC on 31 December is already 1 January there', () => {
    expect(brusselsDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(brusselsDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    // summer time: UTC+2
    expect(brusselsDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});
