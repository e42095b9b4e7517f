import type { Language } from '../vocabulary/language.ts';
import { localeOf } from '../../i18n/locale.ts';

/** EUR with 2 decimals, in the page's language. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
}
