// The seller identity's numbers checked in the form, before anything is sent, with the server's rules
// (src/domain/seller/belgian-company-number.ts): the message names the field, in the admin's language.
import { companyNumberDigits, companyNumberProblem } from '../../../domain/seller/belgian-company-number.ts';

/** An i18n key and its values; `field` is the i18n key of the field's label. */
export interface FieldProblem {
  message: string;
  field: string;
  example?: string;
}

const NUMBERS = [
  { key: 'enterprise_number', label: 'settings.enterpriseNumber', example: '0123.456.749' },
  { key: 'vat_number', label: 'settings.vatNumber', example: 'BE0123456749' },
] as const;

export function checkSellerIdentity(values: Record<string, unknown>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const digits: Record<string, string> = {};
  for (const number of NUMBERS) {
    const typed = companyNumberDigits(String(values[number.key] ?? ''));
    digits[number.key] = typed;
    if (typed === '') continue;
    const problem = companyNumberProblem(typed);
    if (problem) {
      problems[number.key] = {
        message: problem === 'format' ? 'settings.companyNumberFormat' : 'settings.companyNumberCheckDigits',
        field: number.label,
        example: number.example,
      };
    }
  }
  // a Belgian VAT number is BE + the enterprise number's ten digits
  const { enterprise_number: enterprise, vat_number: vat } = digits;
  if (!problems.enterprise_number && !problems.vat_number && enterprise && vat && enterprise !== vat) {
    problems.vat_number = { message: 'settings.vatMismatch', field: 'settings.vatNumber' };
  }
  return problems;
}
