// Belgian structured communication (+++DDD/DDDD/DDDDD+++) for bank transfers: a 10-digit base and two
// check digits = base mod 97, with 97 when the remainder is 0.
export function structuredCommunication(base: number | string): string {
  const digits = String(base).padStart(10, '0');
  if (!/^\d{10}$/.test(digits)) throw new RangeError(`structured communication base must be at most 10 digits: ${base}`);
  const remainder = Number(BigInt(digits) % 97n);
  const check = String(remainder === 0 ? 97 : remainder).padStart(2, '0');
  const all = digits + check;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** The base for an order: its number, zero-padded to 10 digits. */
export function orderStructuredCommunication(orderId: number): string {
  return structuredCommunication(orderId);
}
