// An amount in a form's text input and back: the back-office shows stored integer cents as euros
// with two decimals ('49.90') and reads what the owner typed ('49.9', '49,90', '49', '0') as cents,
// without going through a floating-point product (0.29 * 100 is 28.999999999999996).

/** 4990 -> '49.90'; 0 -> '0.00'. */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(cents) / 100);
  return `${sign}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** '49.9', '49,90', '49' or '0' -> cents; null unless a non-negative amount with at most 2 decimals and 7 whole digits. */
export function centsFromInput(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
