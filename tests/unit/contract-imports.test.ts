// The API contract (src/contract) is imported by the browser (storefront islands, back-office) as
// well as by the functions, so nothing it reaches, directly or through the files it imports, may be
// server code: no src/server, no Node built-in. A change that makes a schema import the server would
// pull the database client into the storefront's bundle; this test names the file and the import.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CONTRACT = join(ROOT, 'src', 'contract');

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? contractFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

// `import type` is erased when compiled: only the imports that run count.
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm)].map(
    (m) => m[1] ?? '',
  );

/** Every import a file reaches, following the relative ones: [importing file, import] pairs that break the rule. */
export function serverImports(entries: string[], read: (file: string) => string[] = importsOf): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of read(file)) {
      const target = spec.startsWith('.') ? resolve(dirname(file), spec) : spec;
      const name = spec.startsWith('.') ? relative(ROOT, target) : spec;
      if (name.startsWith('src/server/') || spec.startsWith('node:'))
        found.push(`${relative(ROOT, file)} imports ${spec}`);
      else if (spec.startsWith('.')) queue.push(target);
    }
  }
  return found;
}

describe('the API contract', () => {
  it('reaches no server code and no Node built-in, so the browser can import it', () => {
    expect(serverImports(contractFiles(CONTRACT))).toEqual([]);
  });

  it('sees a server import two files away (so a passing run means something)', () => {
    const a = join(CONTRACT, 'a.ts');
    const b = join(ROOT, 'src', 'domain', 'b.ts');
    const graph: Record<string, string[]> = { [a]: ['../domain/b.ts'], [b]: ['../server/db/client.ts', 'zod'] };
    expect(serverImports([a], (file) => graph[file] ?? [])).toEqual(['src/domain/b.ts imports ../server/db/client.ts']);
  });
});
