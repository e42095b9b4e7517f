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

/** A field's path as a linked list from the leaf up: no path is copied while walking. */
interface PathNode {
  key: string;
  parent: PathNode | null;
}

function pathName(node: PathNode | null): string {
  const keys: string[] = [];
  for (let at = node; at; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : '_';
}

/**
 * Every field of a decoded value (JSON, a query, a form) whose text breaks the rule, by its dotted path
 * ('_' for the value itself). Walked with a stack of its own and paths linked, not copied: a body
 * nested a million deep neither overflows the call stack nor costs more than one visit per value.
 */
export function refusedTextFields(value: unknown): FieldErrors {
  const found: FieldErrors = {};
  const pending: [unknown, PathNode | null][] = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasRefusedCharacters(item)) found[pathName(path)] = [REFUSED_TEXT_MESSAGE];
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, { key: String(index), parent: path }]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        // A refused key is named by its path with the key made readable.
        if (hasRefusedCharacters(key))
          found[pathName({ key: JSON.stringify(key), parent: path })] = [REFUSED_TEXT_MESSAGE];
        else pending.push([entry, { key, parent: path }]);
      }
    }
  }
  return found;
}
