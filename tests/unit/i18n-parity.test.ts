// The shop's own message files keep the rules of `npm run check:messages` (src/i18n/message-rules.ts:
// same files, keys and placeholders in fr, en and nl, no empty text, no markup), and every file on
// disk is in the registry the pages and functions import. New namespaces are picked up by reading the folders.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/vocabulary/language.ts';
import { checkMessageFiles, formatProblem, readMessageFiles } from '../../src/i18n/message-rules.ts';
import { messages } from '../../src/i18n/messages/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../../src/i18n/messages');

const namespacesOf = (lang: string) =>
  readdirSync(path.join(ROOT, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

describe('i18n message files', () => {
  it('keep the message rules: same files, keys and placeholders in fr, en and nl, no empty text, no markup', () => {
    expect(checkMessageFiles(readMessageFiles(ROOT)).map((p) => formatProblem(p, 'src/i18n/messages'))).toEqual([]);
  });

  it('every namespace on disk is registered in src/i18n/messages/index.ts', () => {
    for (const lang of LANGUAGES) expect(Object.keys(messages[lang]).sort(), lang).toEqual(namespacesOf(lang));
  });
});
