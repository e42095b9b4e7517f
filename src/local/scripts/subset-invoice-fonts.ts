// Cuts the invoice fonts down to the characters the documents need (src/server/invoices/font-characters.ts):
// Roboto Regular and Medium, full in src/local/fonts (Apache License 2.0), written to
// src/server/invoices/fonts, which ships with the functions that draw a PDF (netlify.toml included_files).
// Run after changing the character list: npm run fonts:subset
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { INVOICE_FONT_CHARACTERS } from '../../server/invoices/font-characters.ts';

const root = path.resolve(import.meta.dirname, '../../..');
for (const file of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf']) {
  const full = readFileSync(path.join(root, 'src/local/fonts', file));
  // sfnt: the TrueType pdfmake reads; layout tables (kerning) kept for the glyphs kept
  const subset = await subsetFont(full, INVOICE_FONT_CHARACTERS, { targetFormat: 'sfnt' });
  writeFileSync(path.join(root, 'src/server/invoices/fonts', file), subset);
  console.log(`${file}: ${full.length} -> ${subset.length} bytes`);
}
