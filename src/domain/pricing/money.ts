// Prices typed by a person, read as integer cents (formatting is the i18n layer's: src/i18n/locale.ts, formatMoney).
import { centsFromInput } from './cents-input.ts';

/** "49.90", "49,9" or "49" euros as cents; null unless a positive amount with at most 2 decimals, up to 1,000,000 EUR. */
export function parsePriceCents(raw: string): number | null {
  const cents = centsFromInput(raw);
  return cents !== null && cents > 0 && cents <= 100_000_000 ? cents : null;
}
