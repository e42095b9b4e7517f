// The PDF renderer reads its font files at run time, beside its module: a deployed function that draws a
// PDF without `included_files` for them answers 500 on its first document, and nothing before the deploy
// would say so (the local runner reads the fonts from the checkout). Every function whose imports reach the
// renderer must ship the fonts in netlify.toml; none other should (they weigh on its bundle).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const renderer = path.join(root, 'src/server/invoices/invoice-pdf.ts');
const importPattern =
  /(?:import|export)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function reaches(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true;
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(importPattern)) {
    const next = path.resolve(path.dirname(file), match[1] ?? match[2] ?? '');
    if (reaches(next, target, seen)) return true;
  }
  return false;
}

function functionsShippingFonts(): string[] {
  const toml = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
  return [...toml.matchAll(/\[functions\.([\w-]+)\]\s*\n\s*included_files\s*=\s*\[[^\]]*invoices\/fonts/g)].map(
    (m) => m[1] ?? '',
  );
}

describe('the invoice fonts ship with exactly the functions that draw a PDF', () => {
  it('every function reaching the PDF renderer has them in netlify.toml, and no other', () => {
    const dir = path.join(root, 'netlify/functions');
    const drawing = readdirSync(dir)
      .filter((name) => name.endsWith('.mts'))
      .filter((name) => reaches(path.join(dir, name), renderer))
      .map((name) => name.replace(/\.mts$/, ''))
      .sort();
    expect(drawing.length).toBeGreaterThan(0);
    expect(functionsShippingFonts().sort()).toEqual(drawing);
  });
});
