import type { Language } from '../catalog/types.ts';

const LOCALES: Record<Language, string> = { fr: 'fr-BE', en: 'en-BE', nl: 'nl-BE' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** EUR with 2 decimals, in the page's language. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
}
