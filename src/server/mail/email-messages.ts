// E-mail texts from src/i18n/messages/<lang>/email.json, with {{var}} interpolation like i18next and
// French as the fallback. Values are NOT escaped here: the templates escape for HTML.
// (Reads the JSON directly rather than through src/i18n/translate.ts so the mail code stays a plain
// server module with no i18next instance per worker.)
import type { Language } from '../../domain/vocabulary/language.ts';
import en from '../../i18n/messages/en/email.json' with { type: 'json' };
import fr from '../../i18n/messages/fr/email.json' with { type: 'json' };
import nl from '../../i18n/messages/nl/email.json' with { type: 'json' };

export type EmailT = ((key: string, vars?: Record<string, string | number>) => string) & {
  /** The e-mail's language (a shared footer names Brussels and Belgium in it). */
  readonly lang: Language;
};

const MESSAGES: Record<Language, unknown> = { fr, en, nl };

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function emailTranslator(lang: Language): EmailT {
  const t = (key: string, vars: Record<string, string | number> = {}) => {
    const template = lookup(MESSAGES[lang], key) ?? lookup(MESSAGES.fr, key);
    if (template === undefined) throw new Error(`Missing e-mail message "${key}"`);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      name in vars ? String(vars[name]) : `{{${name}}}`,
    );
  };
  return Object.assign(t, { lang });
}
