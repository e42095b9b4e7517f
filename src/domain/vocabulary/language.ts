// The shop's languages: French is the default (served at /), English at /en/, Dutch at /nl/.

export const LANGUAGES = ['fr', 'en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
