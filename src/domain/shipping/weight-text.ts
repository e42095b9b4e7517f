// A parcel's weight as a packer reads it: grams below a kilogram, else kilograms.
import type { Language } from '../vocabulary/language.ts';

const LOCALES: Record<Language, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

export function weightText(grams: number, language: Language | string): string {
  const locale = LOCALES[language as Language] ?? 'fr-BE';
  return grams < 1000
    ? `${new Intl.NumberFormat(locale).format(grams)}\u00a0g`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(grams / 1000)}\u00a0kg`;
}
