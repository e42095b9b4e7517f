// What an admin reads next to a control whose API call failed, in the admin's language: the common
// words for a timeout, an unreachable server, a refused account or too many tries; else the screen's
// own words, then the admin's words for the server's stable code (src/contract/errors.ts) where it
// has some, or else what the server said about the fields it refused ('status: ...', spec section 8),
// or its reason for another refusal (a 4xx), so the admin knows what to change. Never the words of
// a 5xx: the admin's own say that something broke.
import type { TFunction } from 'i18next';
import type { ErrorCode } from '../../contract/errors.ts';
import { validationLines } from '../logic/product-validation.ts';
import { ApiError } from './api-error.ts';

/** The admin.json key of each code the admin words itself. */
const CODE_KEYS: Partial<Record<ErrorCode, string>> = {
  category_name_taken: 'categoryForm.nameTaken',
  category_slug_taken: 'categoryForm.slugTaken',
  category_not_empty: 'errors.categoryNotEmpty',
  promo_code_exists: 'errors.promoCodeExists',
  vat_rate_in_force: 'errors.vatRateInForce',
  file_missing: 'bankStatements.errors.file_missing',
  file_too_large: 'bankStatements.errors.file_too_large',
  not_xml: 'bankStatements.errors.not_xml',
  not_camt053: 'bankStatements.errors.not_camt053',
  invalid_camt053: 'bankStatements.errors.invalid_camt053',
  order_not_paid: 'unpaidGuard.refused',
  refund_not_needed: 'refundRetry.notNeeded',
  entry_already_applied: 'bankStatements.apply.alreadyApplied',
  entry_not_applicable: 'bankStatements.apply.notApplicable',
};

/** The key of a failure every screen words alike (and instead of its own words), else null. */
export function commonKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.kind === 'timeout') return 'common.timeout';
  if (error.kind === 'network') return 'common.network';
  if (error.status === 403) return 'common.forbidden';
  if (error.status === 429) return 'common.tooMany';
  return null;
}

/** The common key of the failure, else `fallback` (the sign-in screens' way: one message, no details). */
export function errorKey(error: unknown, fallback: string): string {
  return commonKey(error) ?? fallback;
}

/** The admin's own key for the server's code, if it has one. */
export function codeKey(error: unknown): string | null {
  return error instanceof ApiError && error.kind === 'http' && error.code ? (CODE_KEYS[error.code] ?? null) : null;
}

/** What the server said about a refusal: 'field: messages' lines, or a 4xx's own reason. */
export function serverDetails(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.kind !== 'http') return [];
  if (error.fields && Object.keys(error.fields).length > 0) return validationLines(error.fields);
  return error.status >= 400 && error.status < 500 && error.serverMessage ? [error.serverMessage] : [];
}

export function failureText(error: unknown, fallbackKey: string, t: TFunction): string {
  const common = commonKey(error);
  if (common) return t(common);
  const code = codeKey(error);
  return [t(fallbackKey), ...(code ? [t(code)] : serverDetails(error))].join(' ');
}
