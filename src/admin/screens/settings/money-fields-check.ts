// The settings' amounts in euros checked in the form before anything is sent:
// what centsFromInput cannot read ('abc', '1.299', '12,345') is refused under its field, in
// euros and in the admin's language, instead of the server's message about cents.
import { centsFromInput } from '../../../domain/pricing/cents-input.ts';
import type { FieldProblem } from './seller-identity-check.ts';
import { SETTING_GROUPS } from './settings-fields.ts';

const MONEY_FIELDS = SETTING_GROUPS.flatMap((group) => group.fields).filter((field) => field.kind === 'money');

export function checkMoneyFields(values: Record<string, unknown>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of MONEY_FIELDS) {
    if (centsFromInput(String(values[field.key] ?? '')) === null) {
      problems[field.key] = { message: 'moneyInput.invalid', field: field.label };
    }
  }
  return problems;
}
