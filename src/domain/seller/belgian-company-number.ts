// The Belgian enterprise number (KBO/BCE, shown 0123.456.749) and the VAT number made from it
// (BE0123456749): ten digits starting with 0 or 1, the last two being check digits,
// 97 - (the first eight digits mod 97). Shared by the admin form and the server, so both refuse the same input.

export type CompanyNumberProblem = 'format' | 'checkDigits';

/** The ten digits of an enterprise or VAT number however it was typed (spaces, dots, dashes, "BE"). */
export function companyNumberDigits(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/^BE/, '')
    .replace(/[\s.\-/]/g, '');
}

/** null when the ten digits are a valid enterprise number; else what is wrong with them. */
export function companyNumberProblem(digits: string): CompanyNumberProblem | null {
  if (!/^[01]\d{9}$/.test(digits)) return 'format';
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8)) ? null : 'checkDigits';
}

/** 0123456749 -> 0123.456.749, the way the Crossroads Bank for Enterprises writes it. */
export function formatEnterpriseNumber(digits: string): string {
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/** 0123456749 -> BE0123456749, the form VAT invoices carry. */
export function formatVatNumber(digits: string): string {
  return `BE${digits}`;
}
