// What the back-office's number fields keep as the user types (spec section 5).

/**
 * Amounts in euros: the field keeps digits and one decimal dot (the spec's rule), but reads what a
 * Belgian owner types first: the decimal comma becomes the dot ('129,90' -> '129.90', where dropping
 * the comma made 12,990 EUR), the spaces between thousands go ('1 299,90' -> '1299.90'), and when
 * both signs are there the last one is the decimal sign ('1.299,90' and '1,299.90' -> '1299.90').
 * Anything else (letters, the € sign) is dropped.
 */
export function keepPriceChars(value: string): string {
  const kept = value.replace(/[^\d.,]/g, '');
  const decimalAt = Math.max(kept.lastIndexOf('.'), kept.lastIndexOf(','));
  const bothSigns = kept.includes('.') && kept.includes(',');
  const unified = bothSigns
    ? kept.slice(0, decimalAt).replace(/[.,]/g, '') + '.' + kept.slice(decimalAt + 1)
    : kept.replace(/,/g, '.');
  const dot = unified.indexOf('.');
  return dot === -1 ? unified : unified.slice(0, dot + 1) + unified.slice(dot + 1).replace(/\./g, '');
}

/** Stock and size: digits only. */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** keepPriceChars, with the decimal sign the admin's language writes: a comma in French and Dutch. */
export function keepAmountChars(value: string, language: string): string {
  const kept = keepPriceChars(value);
  return language.startsWith('en') ? kept : kept.replace('.', ',');
}
