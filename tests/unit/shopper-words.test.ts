// What a shopper reads instead of the codes the shop stores: country names, dates and numbers in
// their language, the one delivery wording, the e-mails' sender, a 'buy now' request, and one wording
// per language (apostrophes, percentages, plurals, the card's name, UK VAT, Brussels and Belgium).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryTime, withDeliveryTimeWording } from '../../src/i18n/delivery-time.ts';
import {
  countryName,
  countryNames,
  formatDate,
  formatDateTime,
  formatNumber,
  labelled,
  localeOf,
  formatMoney,
} from '../../src/i18n/locale.ts';
import { buyNowHref } from '../../src/islands/checkout/buy-now-href.ts';
import { readBuyNowRequest } from '../../src/islands/checkout/buy-now.ts';
import { SHIPPING_COUNTRIES as COUNTRIES } from '../../src/domain/vocabulary/country.ts';
import { LANGUAGES, type Language } from '../../src/domain/vocabulary/language.ts';
import { localizeBelgianPlaces } from '../../src/i18n/belgian-places.ts';
import { fillPlural, pluralTemplates } from '../../src/i18n/plural.ts';
import { getTranslator } from '../../src/i18n/translate.ts';
import { vatLabel, type TotalsLabels } from '../../src/islands/checkout/OrderTotals.tsx';
import { emailTranslator } from '../../src/server/mail/email-messages.ts';
import { mailFrom } from '../../src/server/mail/index.ts';
import { overrideEnv } from '../handlers/orders/env-override.ts';

describe('country names', () => {
  it('names Belgium in each language, never by its code', () => {
    expect(countryName('BE', 'fr')).toBe('Belgique');
    expect(countryName('BE', 'en')).toBe('Belgium');
    expect(countryName('BE', 'nl')).toBe('België');
  });

  it('knows the shop\'s "UK" as the United Kingdom (ISO: GB)', () => {
    expect(countryName('UK', 'fr')).toBe('Royaume-Uni');
    expect(countryName('UK', 'en')).toBe('United Kingdom');
    expect(countryName('UK', 'nl')).toBe('Verenigd Koninkrijk');
  });

  it('gives every shipping country a name that is not its code', () => {
    for (const lang of LANGUAGES) {
      const names = countryNames(COUNTRIES, lang);
      expect(Object.keys(names)).toEqual([...COUNTRIES]);
      for (const code of COUNTRIES) expect(names[code], `${lang} ${code}`).not.toBe(code);
    }
    expect(countryNames(COUNTRIES, 'nl')).toMatchObject({ FR: 'Frankrijk', DE: 'Duitsland', NL: 'Nederland' });
  });

  it('shows an unknown or malformed code as it is rather than dropping it', () => {
    expect(countryName('not a code', 'fr')).toBe('not a code');
  });
});

describe('dates, numbers and amounts', () => {
  // 23:30 UTC on 31 December is already 1 January in Brussels.
  const newYear = '2026-12-31T23:30:00Z';

  it('one locale per language', () => {
    expect([localeOf('fr'), localeOf('en'), localeOf('nl')]).toEqual(['fr-BE', 'en-GB', 'nl-BE']);
  });

  it('dates in words, on the Brussels calendar', () => {
    expect(formatDate(newYear, 'fr')).toBe('1 janvier 2027');
    expect(formatDate(newYear, 'en')).toBe('1 January 2027');
    expect(formatDate(newYear, 'nl')).toBe('1 januari 2027');
    expect(formatDateTime('2026-06-15T12:05:00Z', 'fr')).toMatch(/^15 juin 2026 .*14:05$/);
    expect(formatDateTime('2026-06-15T12:05:00Z', 'en')).toMatch(/^15 June 2026.*14:05$/);
  });

  it("numbers and amounts with the language's decimal sign", () => {
    expect(formatNumber(5.5, 'fr')).toBe('5,5');
    expect(formatNumber(5.5, 'nl')).toBe('5,5');
    expect(formatNumber(5.5, 'en')).toBe('5.5');
    expect(formatNumber(21, 'fr')).toBe('21');
    expect(formatMoney(123450, 'fr').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney(123450, 'en')).toBe('€1,234.50');
    expect(formatMoney(123450, 'nl').replace(/\s/g, ' ')).toBe('€ 1.234,50');
  });

  it('a label and its value, with the colon as each language writes it', () => {
    expect(labelled('Date', '1 janvier 2027', 'fr')).toBe('Date : 1 janvier 2027');
    expect(labelled('Date', '1 January 2027', 'en')).toBe('Date: 1 January 2027');
    expect(labelled('Datum', '1 januari 2027', 'nl')).toBe('Datum: 1 januari 2027');
  });
});

describe('the delivery time', () => {
  const MESSAGES = path.resolve(import.meta.dirname, '../../src/i18n/messages');
  const read = (lang: string, ns: string) => readFileSync(path.join(MESSAGES, lang, `${ns}.json`), 'utf8');

  it("one wording per language, from the settings' days", () => {
    expect(deliveryTime('fr', { min: 2, max: 5 })).toBe('2 à 5 jours ouvrables');
    expect(deliveryTime('en', { min: 3, max: 7 })).toBe('3 to 7 working days');
    expect(deliveryTime('nl', { min: 1, max: 4 })).toBe('1 tot 4 werkdagen');
  });

  it('an island gets the wording with the days left to fill in', () => {
    expect(withDeliveryTimeWording('Livraison estimée : {{deliveryTime}} après réception du paiement.', 'fr')).toBe(
      'Livraison estimée : {{min}} à {{max}} jours ouvrables après réception du paiement.',
    );
  });

  it('no message writes the days or their unit itself: they all quote {{deliveryTime}}', () => {
    const shopper = ['product', 'faq', 'legal', 'thankyou', 'email', 'home', 'checkout'];
    const unit = { fr: /jours ouvr(és|ables)/, en: /working days|business days/, nl: /werkdagen/ } as const;
    for (const lang of LANGUAGES) {
      for (const ns of shopper) {
        const text = read(lang, ns);
        // 'the next working days' of the shipped e-mail names no number of days
        const withDays = text
          .split('\n')
          .filter((line) => unit[lang].test(line) && /\d|\{\{(min|max|deliveryMin|deliveryMax)\}\}/.test(line));
        expect(withDays, `${lang}/${ns}.json`).toEqual([]);
      }
    }
  });
});

describe("the e-mails' sender", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("shows the shop's name from the settings at MAIL_FROM's address", () => {
    restore = overrideEnv({ MAIL_FROM: 'Maison <no-reply@maison.local>' });
    expect(mailFrom('Maison Lumière SRL')).toBe('Maison Lumière SRL <no-reply@maison.local>');
    restore();
    restore = overrideEnv({ MAIL_FROM: 'boutique@example.be' });
    expect(mailFrom('Maison Lumière SRL')).toBe('Maison Lumière SRL <boutique@example.be>');
  });

  it('quotes a name with a special character and keeps it on one line', () => {
    restore = overrideEnv({ MAIL_FROM: 'boutique@example.be' });
    expect(mailFrom('Lumière, Parfums "B."')).toBe('"Lumière, Parfums \\"B.\\"" <boutique@example.be>');
    expect(mailFrom('Maison\r\nBcc: x@evil.test')).toBe('"Maison Bcc: x@evil.test" <boutique@example.be>');
  });

  it("falls back to MAIL_FROM's own name, then to the bare address", () => {
    restore = overrideEnv({ MAIL_FROM: 'Maison Lumière <boutique@example.be>' });
    expect(mailFrom('')).toBe('Maison Lumière <boutique@example.be>');
    restore();
    restore = overrideEnv({ MAIL_FROM: 'boutique@example.be' });
    expect(mailFrom('  ')).toBe('boutique@example.be');
  });
});

describe("'buy now'", () => {
  it('the checkout address names the product, the quantity and PayPal when chosen', () => {
    expect(buyNowHref('/en/checkout', 7, 2)).toBe('/en/checkout?buy=7&qty=2');
    expect(buyNowHref('/checkout', 7, 1, 'paypal')).toBe('/checkout?buy=7&qty=1&method=paypal');
  });

  it('reads the request back, and nothing from a cart checkout', () => {
    expect(readBuyNowRequest('?buy=7&qty=2')).toEqual({ productId: 7, quantity: 2, method: null });
    expect(readBuyNowRequest('?buy=7&qty=1&method=paypal')).toEqual({ productId: 7, quantity: 1, method: 'paypal' });
    expect(readBuyNowRequest('')).toBeNull();
    expect(readBuyNowRequest('?method=paypal')).toBeNull();
  });

  it('refuses a malformed product and turns a malformed quantity into one bottle', () => {
    expect(readBuyNowRequest('?buy=abc&qty=2')).toBeNull();
    expect(readBuyNowRequest('?buy=-3')).toBeNull();
    expect(readBuyNowRequest('?buy=7&qty=0')).toEqual({ productId: 7, quantity: 1, method: null });
    expect(readBuyNowRequest('?buy=7&qty=2.5')).toEqual({ productId: 7, quantity: 1, method: null });
    expect(readBuyNowRequest('?buy=7')).toEqual({ productId: 7, quantity: 1, method: null });
  });
});

describe('one wording per language across the pages and the e-mails', () => {
  const MESSAGES = path.resolve(import.meta.dirname, '../../src/i18n/messages');
  // every namespace a shopper reads (pages, e-mails, invoices and packing slips), not the admin's
  const SHOPPER = [
    'about',
    'backoffice',
    'cart',
    'checkout',
    'common',
    'contact',
    'email',
    'faq',
    'home',
    'legal',
    'product',
    'shop',
    'thankyou',
    'withdrawal',
  ] as const;
  const texts = (lang: Language) =>
    SHOPPER.flatMap((ns) => {
      const json = JSON.parse(readFileSync(path.join(MESSAGES, lang, `${ns}.json`), 'utf8')) as unknown;
      const out: [string, string][] = [];
      const walk = (node: unknown, key: string): void => {
        if (typeof node === 'string') out.push([`${lang}/${ns}:${key}`, node]);
        else if (node && typeof node === 'object')
          for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
      };
      walk(json, '');
      return out;
    });
  const offending = (lang: Language, bad: RegExp) =>
    texts(lang)
      .filter(([, text]) => bad.test(text))
      .map(([key]) => key);

  it("the typographic apostrophe ’, never the typewriter '", () => {
    for (const lang of LANGUAGES) expect(offending(lang, /'/), lang).toEqual([]);
  });

  it('a percentage as each language writes it: French with a narrow no-break space, English and Dutch with none', () => {
    expect(offending('fr', /(\d|\}\})[ \u00a0]?%/)).toEqual([]);
    expect(offending('en', /(\d|\}\})\s%/)).toEqual([]);
    expect(offending('nl', /(\d|\}\})\s%/)).toEqual([]);
  });

  it('counted words take their plural form, never "(s)" or "(en)"', () => {
    // (the legal model withdrawal form's "consommateur(s)" is a prescribed text, not a count)
    for (const lang of LANGUAGES) expect(offending(lang, /\{\{count\}\}.*\w\((s|en|e)\)/), lang).toEqual([]);
    const forms = (lang: Language, ns: 'shop' | 'common', key: string) => {
      const t = getTranslator(lang, [ns]);
      return pluralTemplates(t, key);
    };
    expect([0, 1, 12].map((n) => fillPlural(forms('fr', 'shop', 'results'), n, 'fr'))).toEqual([
      '0 parfum',
      '1 parfum',
      '12 parfums',
    ]);
    expect([1, 12].map((n) => fillPlural(forms('en', 'shop', 'results'), n, 'en'))).toEqual([
      '1 fragrance',
      '12 fragrances',
    ]);
    expect([1, 3].map((n) => fillPlural(forms('nl', 'common', 'cart.toastCount'), n, 'nl'))).toEqual([
      '1 artikel in uw winkelmandje',
      '3 artikelen in uw winkelmandje',
    ]);
    expect(fillPlural(forms('nl', 'common', 'cart.buttonWithCount'), 1, 'nl')).toBe('Winkelmandje, 1 artikel');
  });

  it('French capitalises only the first word, and says what a price contains plainly', () => {
    expect(getTranslator('fr')('stock.limited')).toBe('Stock limité');
    expect(offending('fr', /TVA dedans/)).toEqual([]);
  });

  it("one name for paying by card in each language: the checkout's", () => {
    expect(offending('fr', /carte de crédit/i)).toEqual([]);
    expect(offending('en', /credit card/i)).toEqual([]);
    expect(offending('nl', /kredietkaart/i)).toEqual([]);
    for (const lang of LANGUAGES) {
      const t = getTranslator(lang, ['thankyou', 'email', 'checkout']);
      expect(t('thankyou:methods.credit-card'), lang).toBe(t('checkout:payment.card.label'));
    }
  });

  it('the words after a price read on from it ("€ 95,00 btw inbegrepen")', () => {
    expect(LANGUAGES.map((lang) => getTranslator(lang, ['product'])('details.vatIncluded'))).toEqual([
      'TVA comprise',
      'VAT included',
      'btw inbegrepen',
    ]);
  });

  it('a UK order names its VAT as UK VAT, on the pages and in the e-mails', () => {
    const uk = { scheme: 'uk', rateBp: 2000 } as const;
    const be = { scheme: 'be', rateBp: 2100 } as const;
    const labels = (lang: Language, ns: 'checkout' | 'thankyou') =>
      getTranslator(lang, [ns]).obj<TotalsLabels>(ns === 'checkout' ? 'summary' : 'totals');
    for (const ns of ['checkout', 'thankyou'] as const) {
      expect(LANGUAGES.map((lang) => vatLabel(labels(lang, ns), uk, lang))).toEqual([
        'Dont TVA britannique (20\u202f%)',
        'Including UK VAT (20%)',
        'Waarvan Britse btw (20%)',
      ]);
      expect(LANGUAGES.map((lang) => vatLabel(labels(lang, ns), be, lang))).toEqual([
        'Dont TVA (21\u202f%)',
        'Including VAT (21%)',
        'Waarvan btw (21%)',
      ]);
    }
    expect(emailTranslator('en')('order.vatUk', { rate: 20 })).toBe('Including UK VAT (20%)');
  });

  it("Brussels, Belgium and the bank in the reader's language, whatever language the settings were typed in", () => {
    const address = 'Rue des Parfumeurs 12, 1000 Bruxelles, Belgique';
    expect(LANGUAGES.map((lang) => localizeBelgianPlaces(address, lang))).toEqual([
      address,
      'Rue des Parfumeurs 12, 1000 Brussels, Belgium',
      'Rue des Parfumeurs 12, 1000 Brussel, België',
    ]);
    expect(LANGUAGES.map((lang) => localizeBelgianPlaces('ING Belgique', lang))).toEqual([
      'ING Belgique',
      'ING Belgium',
      'ING België',
    ]);
    // only whole names: a street named after the city keeps its own words
    expect(localizeBelgianPlaces('Avenue de Bruxelles-Ouest 4, 4000 Liège, Belgique', 'en')).toBe(
      'Avenue de Bruxelles-Ouest 4, 4000 Liège, Belgium',
    );
  });
});
