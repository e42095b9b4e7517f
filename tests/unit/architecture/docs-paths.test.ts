// Every file or folder the README and docs/*.md name (src/..., netlify/..., supabase/..., tests/...)
// exists: a moved file breaks this test instead of sending a newcomer to nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const PATH = /(?<![\w/.@-])(?:src|netlify|supabase|tests)\/[\w./[\]-]*[\w\]/](?![\w*<{/-])/g;

/** The paths a Markdown file names; a placeholder (`<lang>`, `{fr,en,nl}`, `*`) is read up to it. */
function namedPaths(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(PATH)].map((m) => m[0].replace(/\/$/, '')))];
}

describe('the paths the README and docs name', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(readFileSync(path.join(ROOT, doc), 'utf8')).filter(
      (p) => !existsSync(path.join(ROOT, p)),
    );
    expect(missing).toEqual([]);
  });
});
