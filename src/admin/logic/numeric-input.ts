// What the product form's number fields keep as the user types (spec section 5).

/** Price: digits and one dot only (a second dot and anything else is dropped). */
export function keepPriceChars(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/** Stock and size: digits only. */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** "12.5" -> 1250 cents; null when it is not a number with at most 2 decimals. */
export function priceToCents(value: string): number | null {
  if (!/^\d+(\.\d{0,2})?$/.test(value.trim())) return null;
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
