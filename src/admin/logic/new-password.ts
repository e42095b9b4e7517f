// The new password of a reset, as the API checks it (src/contract/auth.ts): at least 12 characters,
// at most 1024, typed twice the same.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../contract/auth.ts';

export const NEW_PASSWORD_MIN = MIN_PASSWORD_LENGTH;
const NEW_PASSWORD_MAX = MAX_PASSWORD_LENGTH;

/** The first thing wrong with the two entries, as an i18n key, or null. */
export function newPasswordProblem(
  password: string,
  again: string,
): 'auth.passwordTooShort' | 'auth.passwordTooLong' | 'auth.passwordMismatch' | null {
  if (password.length < NEW_PASSWORD_MIN) return 'auth.passwordTooShort';
  if (password.length > NEW_PASSWORD_MAX) return 'auth.passwordTooLong';
  if (password !== again) return 'auth.passwordMismatch';
  return null;
}

/** The rules in view while typing, each met or not yet. */
export function passwordRules(
  password: string,
  again: string,
): { key: 'auth.ruleLength' | 'auth.ruleMatch'; met: boolean }[] {
  return [
    { key: 'auth.ruleLength', met: password.length >= NEW_PASSWORD_MIN && password.length <= NEW_PASSWORD_MAX },
    { key: 'auth.ruleMatch', met: password !== '' && password === again },
  ];
}
