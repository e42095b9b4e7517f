// Belgian structured communication (+++DDD/DDDD/DDDDD+++) for bank transfers: a 10-digit base and two
// check digits = base mod 97, with 97 when the remainder is 0.

function checkDigits(base: string): string {
  const remainder = Number(BigInt(base) % 97n);
  return String(remainder === 0 ? 97 : remainder).padStart(2, '0');
}

export function structuredCommunication(base: number | string): string {
  const digits = String(base).padStart(10, '0');
  if (!/^\d{10}$/.test(digits))
    throw new RangeError(`structured communication base must be at most 10 digits: ${base}`);
  const all = digits + checkDigits(digits);
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** The base for an order: its number, zero-padded to 10 digits. */
export function orderStructuredCommunication(orderId: number): string {
  return structuredCommunication(orderId);
}

/**
 * The 12 digits of a structured communication written either way (+++090/9337/55493+++ or bare
 * digits), its check digits verified: what the EPC QR code's creditor reference line carries.
 */
export function structuredCommunicationDigits(value: string): string {
  const digits = value.replace(/^\+{3}|\+{3}$|[/\s]/g, '');
  if (!/^\d{12}$/.test(digits) || checkDigits(digits.slice(0, 10)) !== digits.slice(10)) {
    throw new RangeError(`not a Belgian structured communication: ${value}`);
  }
  return digits;
}
