// One rule for every text a request carries (JSON bodies, forms and their file names, query strings):
// no NUL and no lone UTF-16 surrogate. PostgreSQL refuses both (22P05, 22021), so a value holding one
// would otherwise reach the database and fail there with a 500; neither is ever typed by a person.
// The server applies it in its shared request readers (src/server/http/), so no endpoint can forget
// it; a refused value is a 422 naming its field. Browser-safe: no server import.
import type { FieldErrors } from './errors.ts';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const REFUSED_TEXT_MESSAGE = 'must not contain NUL characters or lone UTF-16 surrogates';

export function hasRefusedCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Every field of a decoded value (JSON, a query, a form) whose text breaks the rule, by its dotted path ('_' for the value itself). */
export function refusedTextFields(value: unknown, path: string[] = [], found: FieldErrors = {}): FieldErrors {
  const name = path.length > 0 ? path.join('.') : '_';
  if (typeof value === 'string') {
    if (hasRefusedCharacters(value)) found[name] = [REFUSED_TEXT_MESSAGE];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => refusedTextFields(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A refused key is named by its path with the key made readable.
      if (hasRefusedCharacters(key)) found[[...path, JSON.stringify(key)].join('.')] = [REFUSED_TEXT_MESSAGE];
      else refusedTextFields(item, [...path, key], found);
    }
  }
  return found;
}
