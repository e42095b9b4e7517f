import type { Language } from '../vocabulary/language.ts';
import { localeOf } from '../../i18n/locale.ts';
import { centsFromInput } from './cents-input.ts';

/** EUR with 2 decimals, in the page's language. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

/** "49.90", "49,9" or "49" euros as cents; null unless a positive amount with at most 2 decimals, up to 1,000,000 EUR. */
export function parsePriceCents(raw: string): number | null {
  const cents = centsFromInput(raw);
  return cents !== null && cents > 0 && cents <= 100_000_000 ? cents : null;
}
