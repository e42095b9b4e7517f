// What a shopper reads in their language, formatted by Intl from one locale per language: country
// names, dates and numbers on the thank-you page, in the e-mails and on the invoice (amounts: the
// money formatter of domain/pricing/money.ts, on the same locale). Works in the browser and on the server.
import type { Language } from '../domain/vocabulary/language.ts';

// English as written in Britain: ICU's en-BE mixes a decimal comma in numbers with '€1,234.50' in amounts.
const LOCALES: Record<Language, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

// Dates are the shop's (Brussels) dates, whatever the clock of the server or the shopper's computer.
export const TIME_ZONE = 'Europe/Brussels';

// The orders table stores the United Kingdom as 'UK' (the checkout's value); ISO 3166 calls it GB.
const ISO_REGION: Readonly<Record<string, string>> = { UK: 'GB' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/** 'BE' -> 'Belgique' / 'Belgium' / 'België'; an unknown code is shown as it is rather than dropped. */
export function countryName(code: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([localeOf(language)], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  try {
    return names.of(ISO_REGION[code] ?? code) ?? code;
  } catch {
    // not a well-formed region code (RangeError): the stored text is all there is
    return code;
  }
}

/** The names of a list of country codes, for a select or a lookup. */
export function countryNames<C extends string>(codes: readonly C[], language: Language): Record<C, string> {
  return Object.fromEntries(codes.map((code) => [code, countryName(code, language)])) as Record<C, string>;
}

/** EUR with 2 decimals, in the page's language. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

/** '23 novembre 2026' / '23 November 2026' / '23 november 2026'. */
export function formatDate(date: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(date));
}

/** The date with the time of day: '23 novembre 2026 à 14:05'. */
export function formatDateTime(date: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(date));
}

/** A plain number such as a VAT rate: '5,5' in French and Dutch, '5.5' in English. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(value);
}

/** 'Label : value' in French (a space before the colon), 'Label: value' in English and Dutch. */
export function labelled(label: string, value: string, language: Language): string {
  return language === 'fr' ? `${label} : ${value}` : `${label}: ${value}`;
}
