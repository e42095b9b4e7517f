// What an admin reads next to a control whose API call failed: the screen's own words in the admin's
// language (or the common ones for a timeout, an unreachable server, a refused account, too many
// tries), then what the server said about the fields it refused ("status: ..."), or its own reason
// for another refusal it explains (a 4xx with a message), so the admin knows what to change.
import type { TFunction } from 'i18next';
import { validationLines } from '../logic/product-validation.ts';
import { ApiError, errorKey } from './client.ts';

export function serverDetails(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.kind !== 'http') return [];
  if (error.fields && Object.keys(error.fields).length > 0) return validationLines(error.fields);
  // a 5xx says only that something broke: the admin's own words say that already
  return error.status >= 400 && error.status < 500 && error.serverMessage ? [error.serverMessage] : [];
}

export function failureText(error: unknown, fallbackKey: string, t: TFunction): string {
  const key = errorKey(error, fallbackKey);
  return key === fallbackKey ? [t(fallbackKey), ...serverDetails(error)].join(' ') : t(key);
}
