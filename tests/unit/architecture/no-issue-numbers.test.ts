// A rule is named by what it says, never by the number of the ticket that asked for it: a newcomer
// has no tracker to look it up in. No "issue <number>" in the code, tests, migrations or docs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PLACES = ['src', 'tests', 'netlify', 'supabase', 'docs', 'README.md'];
const SKIP = new Set(['node_modules', '.artifacts', 'fixtures', '.temp']);
const TEXT = /\.(ts|tsx|mts|mjs|cjs|astro|css|sql|md|json|html|toml)$/;
const ISSUE_NUMBER = /\bissue\s+\d+/i;

function files(place: string): string[] {
  const full = path.join(ROOT, place);
  if (!statSync(full).isDirectory()) return [place];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const rel = path.join(place, entry.name);
    return entry.isDirectory() ? files(rel) : TEXT.test(entry.name) ? [rel] : [];
  });
}

describe('rules named by what they say', () => {
  it('no file names a rule by its issue number', () => {
    const found = PLACES.flatMap(files).filter((file) =>
      ISSUE_NUMBER.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
