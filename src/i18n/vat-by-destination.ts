// The VAT the prices include, by destination, as the terms and the FAQ quote it ({{vatRates}}): the
// same treatment the checkout applies (destinationVat over the settings and the VAT rates in force),
// so a page never says "Belgian VAT at 21 %" to a shopper the checkout charges 20 % or nothing.
import type { VatTreatment } from '../domain/tax/vat-rules.ts';
import type { ShippingCountry } from '../domain/vocabulary/country.ts';
import type { Language } from '../domain/vocabulary/language.ts';
import { interpolate } from './interpolate.ts';
import { countryName, formatNumber } from './locale.ts';
import en from './messages/en/legal.json' with { type: 'json' };
import fr from './messages/fr/legal.json' with { type: 'json' };
import nl from './messages/nl/legal.json' with { type: 'json' };

const WORDING: Record<Language, typeof fr.vatRates> = { fr: fr.vatRates, en: en.vatRates, nl: nl.vatRates };

export interface DestinationVat extends VatTreatment {
  country: ShippingCountry;
}

/** 'Belgique 21 %, France 20 %, …, Royaume-Uni : sans TVA (…)', in the order given. */
export function vatByDestination(language: Language, destinations: readonly DestinationVat[]): string {
  const w = WORDING[language];
  return destinations
    .map(({ country, scheme, rateBp }) => {
      const words = { country: countryName(country, language), rate: formatNumber(rateBp / 100, language) };
      if (scheme === 'export') return interpolate(w.export, words);
      return interpolate(scheme === 'uk' ? w.uk : w.rate, words);
    })
    .join(w.separator);
}
