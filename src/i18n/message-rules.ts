// The rules every message file keeps, checked in seconds by `npm run check:messages` (and in CI) so a
// text edited in a pull request cannot break a page: valid JSON; the same files and keys in fr, en and
// nl (French is the reference); the same placeholders ({{name}}) and nested messages ($t(key)) as the
// French; no empty text; no markup. Texts are rendered as plain text everywhere (Astro and React
// escape them, e-mails escape them), so a tag, an entity or Markdown would show to shoppers as typed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/vocabulary/language.ts';

export type ProblemKind =
  | 'invalid-json'
  | 'missing-file'
  | 'extra-file'
  | 'missing-key'
  | 'extra-key'
  | 'placeholder'
  | 'markup'
  | 'empty'
  | 'not-text';

export interface MessageProblem {
  kind: ProblemKind;
  /** The file as found under the messages folder, e.g. 'en/cart.json'. */
  file: string;
  lang: string;
  /** The dotted key, e.g. 'empty.title'; null for a problem with the whole file. */
  key: string | null;
  message: string;
}

/** One language's files: namespace -> the file's raw text. */
export type MessageFiles = Record<string, Record<string, string>>;

// i18next interpolation: {{name}}, {{- name}} (unescaped) and {{name, format}}.
const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)\s*(?:,[^{}]*)?\}\}/g;
// i18next nesting: $t(key) or $t(key, { ... }).
const NESTING = /\$t\(\s*([\w.:-]+)\s*(?:,[^()]*)?\)/g;
const MARKUP: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /<\/?[a-z!][^>]*>?/i, what: 'an HTML tag' },
  { pattern: /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i, what: 'an HTML entity (type the character itself)' },
  { pattern: /\*\*|__|`/, what: 'Markdown emphasis or code' },
  { pattern: /\[[^\]]*\]\([^)]*\)/, what: 'a Markdown link' },
];

const unique = (values: Iterable<string>) => [...new Set(values)].sort();
export const placeholdersOf = (text: string) => unique([...text.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`));
export const nestingsOf = (text: string) => unique([...text.matchAll(NESTING)].map((m) => `$t(${m[1]})`));

type Leaf = { key: string; value: unknown };

/** Every leaf of a message file with its dotted key; objects nest, anything else is a leaf. */
function leaves(value: unknown, prefix = ''): Leaf[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [{ key: prefix, value }];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** The problems of one text on its own: empty, not a string, markup, a brace outside a placeholder. */
function textProblems(value: unknown): { kind: ProblemKind; message: string }[] {
  if (typeof value !== 'string')
    return [
      { kind: 'not-text', message: `must be a text in quotes, not ${Array.isArray(value) ? 'a list' : String(value)}` },
    ];
  if (value.trim() === '') return [{ kind: 'empty', message: 'the text is empty' }];
  const problems: { kind: ProblemKind; message: string }[] = [];
  const plain = value.replace(PLACEHOLDER, '').replace(NESTING, '');
  if (/[{}]/.test(plain))
    problems.push({
      kind: 'placeholder',
      message: `a brace outside a placeholder: write placeholders as {{name}} (in "${value}")`,
    });
  for (const { pattern, what } of MARKUP) {
    const found = pattern.exec(plain);
    if (found)
      problems.push({
        kind: 'markup',
        message: `${what} is not allowed: "${found[0]}" would show as typed (texts are plain text)`,
      });
  }
  return problems;
}

function parse(raw: string): { ok: true; leaves: Leaf[] } | { ok: false; error: string } {
  try {
    const data: unknown = JSON.parse(raw);
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      return { ok: false, error: 'the file must hold one { ... } object' };
    return { ok: true, leaves: leaves(data) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/**
 * Checks the message files of every language against each other, French first.
 * `files[lang][namespace]` is the raw text of `<lang>/<namespace>.json`.
 */
export function checkMessageFiles(
  files: MessageFiles,
  langs: readonly string[] = LANGUAGES,
  reference: string = DEFAULT_LANGUAGE,
): MessageProblem[] {
  const problems: MessageProblem[] = [];
  const referenceNamespaces = Object.keys(files[reference] ?? {}).sort();
  const parsed = new Map<string, Map<string, unknown>>();

  for (const lang of langs) {
    const own = files[lang] ?? {};
    for (const ns of referenceNamespaces) {
      if (lang !== reference && !(ns in own))
        problems.push({
          kind: 'missing-file',
          file: `${lang}/${ns}.json`,
          lang,
          key: null,
          message: `missing: ${reference}/${ns}.json has no ${lang} counterpart`,
        });
    }
    for (const [ns, text] of Object.entries(own).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const file = `${lang}/${ns}.json`;
      if (!referenceNamespaces.includes(ns)) {
        problems.push({
          kind: 'extra-file',
          file,
          lang,
          key: null,
          message: `not in ${reference}/: every text starts in ${reference}/${ns}.json`,
        });
        continue;
      }
      const result = parse(text);
      if (!result.ok) {
        problems.push({ kind: 'invalid-json', file, lang, key: null, message: `not valid JSON: ${result.error}` });
        continue;
      }
      parsed.set(file, new Map(result.leaves.map((l) => [l.key, l.value])));
      for (const { key, value } of result.leaves)
        for (const p of textProblems(value)) problems.push({ ...p, file, lang, key });
    }
  }

  for (const ns of referenceNamespaces) {
    const base = parsed.get(`${reference}/${ns}.json`);
    if (!base) continue;
    for (const lang of langs.filter((l) => l !== reference)) {
      const file = `${lang}/${ns}.json`;
      const other = parsed.get(file);
      if (other) problems.push(...translationProblems(base, other, { file, lang, ns, reference }));
    }
  }
  return problems;
}

/** What a translation's file does differently from the reference language's file of the same name. */
function translationProblems(
  base: Map<string, unknown>,
  other: Map<string, unknown>,
  { file, lang, ns, reference }: { file: string; lang: string; ns: string; reference: string },
): MessageProblem[] {
  const problems: MessageProblem[] = [];
  for (const key of base.keys()) {
    if (!other.has(key))
      problems.push({
        kind: 'missing-key',
        file,
        lang,
        key,
        message: `missing: ${reference}/${ns}.json has this key`,
      });
  }
  for (const [key, value] of other) {
    if (!base.has(key)) {
      problems.push({
        kind: 'extra-key',
        file,
        lang,
        key,
        message: `not in ${reference}/${ns}.json: add it there first, or correct the key's spelling`,
      });
      continue;
    }
    const expected = base.get(key);
    // Not a text or empty: already reported above, once.
    if (typeof value !== 'string' || typeof expected !== 'string' || value.trim() === '') continue;
    for (const [what, read] of [
      ['placeholders', placeholdersOf],
      ['nested messages', nestingsOf],
    ] as const) {
      const want = read(expected);
      const have = read(value);
      if (want.join() !== have.join()) {
        problems.push({
          kind: 'placeholder',
          file,
          lang,
          key,
          message: `${what} ${have.join(' ') || '(none)'} differ from ${reference}'s ${want.join(' ') || '(none)'}: keep them exactly as in ${reference}, untranslated`,
        });
      }
    }
  }
  return problems;
}

/** Reads `<root>/<lang>/*.json` for every language. */
export function readMessageFiles(root: string, langs: readonly string[] = LANGUAGES): MessageFiles {
  const files: MessageFiles = {};
  for (const lang of langs) {
    const own: Record<string, string> = {};
    files[lang] = own;
    let names: string[] = [];
    try {
      names = readdirSync(path.join(root, lang)).filter((f) => f.endsWith('.json'));
    } catch {
      // A missing language folder: its files are reported missing one by one.
    }
    for (const name of names) own[name.replace(/\.json$/, '')] = readFileSync(path.join(root, lang, name), 'utf8');
  }
  return files;
}

/** One line a marketer can act on: file, language, key, what is wrong. */
export function formatProblem(problem: MessageProblem, root: string): string {
  const where = path.join(root, problem.file);
  return `${where} [${problem.lang}]${problem.key ? ` ${problem.key}` : ''}: ${problem.message}`;
}
