// Counted words without "(s)": a message with a count has the two i18next plural forms (key_one,
// key_other), and the page hands both to its script, which picks the form by the language's plural
// rule (French says "0 parfum", English "0 fragrances").
import type { Language } from '../domain/vocabulary/language.ts';
import { interpolate } from './interpolate.ts';

/** A counted message's two forms, each with {{count}} left to fill. */
export interface PluralTemplates {
  one: string;
  other: string;
}

/** Both forms of `key` (its _one and _other messages), for a script to choose from later. */
export function pluralTemplates(
  t: (key: string, vars?: Record<string, string>) => string,
  key: string,
): PluralTemplates {
  return { one: t(`${key}_one`, { count: '{{count}}' }), other: t(`${key}_other`, { count: '{{count}}' }) };
}

/** The form the language uses for this count, its {{count}} filled. */
export function fillPlural(templates: PluralTemplates, count: number, lang: Language | string): string {
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? templates.one : templates.other;
  return interpolate(form, { count });
}

/** Reads the forms a page wrote as JSON into a data attribute (none: empty texts). */
export function readPluralTemplates(json: string | undefined): PluralTemplates {
  try {
    const value = JSON.parse(json ?? '') as Partial<PluralTemplates>;
    return { one: String(value.one ?? ''), other: String(value.other ?? '') };
  } catch {
    return { one: '', other: '' };
  }
}
