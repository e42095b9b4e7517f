// The words of the withdrawal page (src/i18n/messages/<lang>/withdrawal.json), as the island receives them.
import type fr from '../../i18n/messages/fr/withdrawal.json';

export type WithdrawalMessages = typeof fr;

/** '{{name}}' placeholders filled in. */
export const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
