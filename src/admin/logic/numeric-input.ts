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

