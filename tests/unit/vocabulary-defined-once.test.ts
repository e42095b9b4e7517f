// The shop's words are defined once, in src/domain/vocabulary. A union or list of three or
// more order statuses, payment methods, languages or shipping countries written anywhere else (a type,
// an array, a SQL `in (...)`) fails this test, which names the file and line, so the next change
// cannot drift from the database's enums. The Playwright journeys (tests/e2e) are left as they are:
// they spell out what a shopper sees on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'netlify', 'tests/unit', 'tests/handlers', 'tests/support'];
const HOME = 'src/domain/vocabulary/';

// Three or more of a vocabulary's words side by side, as a union ('a' | 'b' | 'c') or a list
// ['a', 'b', 'c'] / ('a', 'b', 'c'). Two side by side is a test's or a rule's own pair, not a definition.
function definitionPattern(words: readonly string[]): RegExp {
  const word = `'(?:${words.map((w) => w.replace(/[-]/g, '\\-')).join('|')})'`;
  const next = `\\s*(?:\\||,)\\s*${word}`;
  return new RegExp(`${word}${next}${next}`);
}

const VOCABULARIES = {
  'order status': definitionPattern(['pending', 'paid', 'shipped', 'completed', 'cancelled']),
  'payment method': definitionPattern(['credit-card', 'paypal', 'bank-transfer']),
  language: definitionPattern(['fr', 'en', 'nl']),
  'shipping country': definitionPattern(['BE', 'FR', 'DE', 'NL', 'UK']),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** Lines outside src/domain/vocabulary that write out a vocabulary instead of importing it. */
export function redefinitions(
  files: string[],
  read: (file: string) => string = (f) => readFileSync(f, 'utf8'),
): string[] {
  const found: string[] = [];
  for (const file of files) {
    const name = relative(ROOT, file);
    if (name.startsWith(HOME) || name === 'tests/unit/vocabulary-defined-once.test.ts') continue;
    read(file)
      .split('\n')
      .forEach((line, index) => {
        if (/^\s*(\/\/|\*)/.test(line)) return; // comments may name the words
        for (const [vocabulary, pattern] of Object.entries(VOCABULARIES)) {
          if (pattern.test(line)) found.push(`${name}:${index + 1} (${vocabulary}): ${line.trim()}`);
        }
      });
  }
  return found;
}

describe('the shop vocabulary', () => {
  it('is defined once, in src/domain/vocabulary', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(redefinitions(files)).toEqual([]);
  });

  it('the check sees a redefinition (so a passing run means something)', () => {
    const fake = join(ROOT, 'src/islands/example.ts');
    const lines = [
      "export type S = 'pending' | 'paid' | 'shipped';",
      "const M = ['credit-card', 'paypal', 'bank-transfer'];",
      "where o.status in ('paid', 'shipped', 'completed')",
      "type L = 'fr' | 'en' | 'nl';",
      "const C = ['BE', 'NL', 'UK'];",
      "const pair: 'pending' | 'shipped' = 'pending';",
      "// 'pending' | 'paid' | 'shipped' in a comment",
    ];
    expect(redefinitions([fake], () => lines.join('\n'))).toHaveLength(5);
  });
});
