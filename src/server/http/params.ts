import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../domain/vocabulary/language.ts';
import { badRequest } from './errors.ts';

/** A positive integer id from a path segment, or 400 `invalid_id` naming the parameter. */
export function parseId(raw: string | undefined, name = 'id'): number {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw))
    throw badRequest(`Invalid ${name}`, { [name]: ['must be a positive integer'] }, 'invalid_id');
  return Number(raw);
}

/** ?lang=fr|en|nl, French by default; an unknown value is refused rather than guessed. */
export function languageParam(url: URL): Language {
  const raw = url.searchParams.get('lang');
  if (raw === null || raw === '') return DEFAULT_LANGUAGE;
  if (!isLanguage(raw)) throw badRequest('Invalid lang', { lang: [`must be one of ${LANGUAGES.join(', ')}`] });
  return raw;
}

/** A flag query parameter such as is_hero=1. */
export function flagParam(url: URL, name: string): boolean {
  const raw = url.searchParams.get(name);
  return raw === '1' || raw === 'true';
}
