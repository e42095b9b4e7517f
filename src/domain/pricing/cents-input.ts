// An amount in a form's text input and back: the back-office shows stored integer cents as euros
// with two decimals ('49.90') and reads what the owner typed as cents, without going through a
// floating-point product (0.29 * 100 is 28.999999999999996). Belgian owners type commas: '129,90',
// '129.90' and '1 299,90' (a space, no-break space or thin space between thousands) all read the
// same, as do '1.299,90' and '1,299.90' (thousands marked by the other sign). What could mean two
// amounts is refused rather than guessed: '1.299' or '1,299' (1,299 EUR or 1.299 EUR?), '1.2.3'.

/** 4990 -> '49.90'; 0 -> '0.00'. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(cents) / 100);
  return `${sign}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** Whole euros, then up to two decimals after one comma or dot. */
const PLAIN = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;
/** Thousands marked by a dot or a comma, then the decimals after the other sign (required: see above). */
const GROUPED = /^(\d{1,3}(?:([.,])\d{3})+)([.,])(\d{1,2})$/;

/** The whole euros and the decimals typed, or null. */
function parts(text: string): [whole: string, decimals: string] | null {
  // spaces between thousands: ordinary, no-break (U+00A0) and narrow no-break (U+202F, what fr-BE formats with)
  const compact = text.trim().replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, '$1');
  const plain = PLAIN.exec(compact);
  if (plain) return [plain[1] ?? '', plain[2] ?? ''];
  const grouped = GROUPED.exec(compact);
  if (!grouped || grouped[2] === grouped[3]) return null;
  const whole = (grouped[1] ?? '').replace(/[.,]/g, '');
  return whole.length <= 7 ? [whole, grouped[4] ?? ''] : null;
}

/**
 * '129,90', '129.90', '1 299,90', '1.299,90', '49.9', '49' or '0' -> cents; null unless a non-negative
 * amount with at most 2 decimals and 7 whole digits, written one way only.
 */
export function centsFromInput(text: string): number | null {
  const found = parts(text);
  if (!found) return null;
  const [whole, decimals] = found;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 4990 -> '49,90' in French and Dutch (how a Belgian owner reads and types it), '49.90' in English. */
export function centsToLocalInput(cents: number, language: string): string {
  const text = centsToInput(cents);
  return language.startsWith('en') ? text : text.replace('.', ',');
}
