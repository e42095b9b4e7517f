// Finding an order by its structured communication as the owner copies it from a bank statement or
// an order row: '+++000/0000/05151+++', '000/0000/05151', '000000005151' or just its last group
// '05151'. The communication is the order id (10 digits) and its check digits (id mod 97, 97 for 0),
// so the typed digits, the end of those 12, say: the id ends with the digits before the last two, and
// the id mod 97 is the last two. Both together (Chinese remainder) leave one id in every 97 x 10^k:
// two candidates at 100,000 orders for a last group of 5 digits, found on the primary key.

/** The ids whose communication ends with the digits typed: first, first + step, ... (none below 1). */
export interface CommunicationCandidates {
  first: number;
  step: number;
}

/** Digits of a communication typed in any of its forms; at least a whole last group (5 digits). */
const TYPED = /^\+{0,3}\s*([\d\s/]+?)\s*\+{0,3}$/;

export function communicationCandidates(text: string): CommunicationCandidates | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const digits = (match[1] ?? '').replace(/[\s/]/g, '');
  if (digits.length < 5 || digits.length > 12) return null;
  const check = Number(digits.slice(-2));
  if (check < 1 || check > 97) return null;
  const baseDigits = digits.slice(0, -2);
  const modulus = 10 ** baseDigits.length;
  const suffix = Number(baseDigits);
  // the id is suffix + modulus * t for some t; the one t in 0..96 that gives the check digits
  for (let t = 0; t < 97; t++) {
    const id = suffix + modulus * t;
    if (id % 97 === check % 97) {
      const step = modulus * 97;
      return { first: id === 0 ? step : id, step };
    }
  }
  return null;
}
