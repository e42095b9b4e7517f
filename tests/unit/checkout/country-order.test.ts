// The checkout's country list with the whole EU: Belgium first, then the others by their name in the
// page's language (Autriche, Oostenrijk, Austria: each where its readers look for it).
import { describe, expect, it } from 'vitest';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import { countryNames } from '../../../src/i18n/locale.ts';
import { countryListOrder } from '../../../src/islands/checkout/country-order.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';

describe('checkout country order', () => {
  it('puts Belgium first and the others in the alphabetical order of the page language', () => {
    for (const lang of LANGUAGES) {
      const names = countryNames(SHIPPING_COUNTRIES, lang);
      const listed = countryListOrder(SHIPPING_COUNTRIES, names);
      expect(listed).toHaveLength(28);
      expect(listed[0]).toBe('BE');
      const shown = listed.slice(1).map((c) => names[c]);
      expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
    }
    const fr = countryListOrder(SHIPPING_COUNTRIES, countryNames(SHIPPING_COUNTRIES, 'fr'));
    expect(fr.slice(0, 3)).toEqual(['BE', 'DE', 'AT']); // Belgique, Allemagne, Autriche
    const nl = countryListOrder(SHIPPING_COUNTRIES, countryNames(SHIPPING_COUNTRIES, 'nl'));
    expect(nl.slice(0, 3)).toEqual(['BE', 'BG', 'CY']); // België, Bulgarije, Cyprus
    expect(countryListOrder(['UK', 'FR'], countryNames(SHIPPING_COUNTRIES, 'en'))).toEqual(['FR', 'UK']);
  });
});
