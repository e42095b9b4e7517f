// Every message file exists in fr, en and nl with exactly the same keys and placeholders, and every
// file on disk is in the registry the pages and functions import. New namespaces are picked up by reading the folders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/messages/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../src/i18n/messages');
const LANGS = ['fr', 'en', 'nl'] as const;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') for (const [fk, fv] of flatten(v, key)) out.set(fk, fv);
      else out.set(key, v);
    }
  }
  return out;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!).sort() : [];
}

const namespacesOf = (lang: string) =>
  readdirSync(path.join(ROOT, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

const allNamespaces = [...new Set(LANGS.flatMap(namespacesOf))].sort();

describe('i18n message files', () => {
  it('every language has the same namespaces', () => {
    for (const lang of LANGS) expect(namespacesOf(lang), lang).toEqual(allNamespaces);
  });

  it('every namespace on disk is registered in src/i18n/messages/index.ts', () => {
    for (const lang of LANGS) expect(Object.keys(messages[lang]).sort(), lang).toEqual(namespacesOf(lang));
  });

  for (const ns of allNamespaces) {
    it(`${ns}: same keys, non-empty strings and same placeholders in fr, en and nl`, () => {
      const read = (lang: string) => flatten(JSON.parse(readFileSync(path.join(ROOT, lang, `${ns}.json`), 'utf8')));
      const fr = read('fr');
      for (const lang of ['en', 'nl'] as const) {
        const other = read(lang);
        expect([...other.keys()].filter((k) => !fr.has(k)), `${lang}/${ns}.json: keys not in French`).toEqual([]);
        expect([...fr.keys()].filter((k) => !other.has(k)), `${lang}/${ns}.json: keys missing`).toEqual([]);
        for (const [key, value] of other) {
          expect(typeof value === 'string' ? value.trim() : value, `${lang}/${ns}.json ${key} is empty`).not.toBe('');
          expect(placeholders(value), `${lang}/${ns}.json ${key} placeholders`).toEqual(placeholders(fr.get(key)));
        }
      }
      for (const [key, value] of fr) expect(typeof value === 'string' ? value.trim() : value, `fr/${ns}.json ${key} is empty`).not.toBe('');
    });
  }
});
