// The dependency rule (npm run check:deps, .dependency-cruiser.cjs) for the .astro files, which
// dependency-cruiser cannot parse: no .astro file imports src/local, and none imports a floor above
// its own (dependency-floors.cjs).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const { FLOORS } = createRequire(import.meta.url)('../../../dependency-floors.cjs') as { FLOORS: string[][] };
const IMPORT = /^\s*import\s+(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;

const floorOf = (folder: string) => FLOORS.findIndex((floor) => floor.includes(folder));
const folderOf = (file: string) => path.relative(path.join(ROOT, 'src'), file).split(path.sep)[0] ?? '';

function astroFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(full);
    return entry.name.endsWith('.astro') ? [full] : [];
  });
}

/** Each import of a .astro file that breaks the rule, as `file -> target`. */
function violations(file: string): string[] {
  const from = folderOf(file);
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((m) => path.resolve(path.dirname(file), m[1] ?? ''))
    .filter((target) => {
      const to = folderOf(target);
      return to === 'local' || floorOf(to) > floorOf(from);
    })
    .map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`);
}

describe('the .astro files keep the dependency rule', () => {
  const files = astroFiles(path.join(ROOT, 'src'));

  it('finds the .astro files and sees their imports', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(violations(path.join(ROOT, 'src/pages/admin.astro'))).toEqual([]);
  });

  it('imports nothing of src/local and no floor above its own', () => {
    expect(files.flatMap(violations)).toEqual([]);
  });
});
