// The shipped invoice fonts are Roboto cut down (npm run fonts:subset): they must still draw every
// character the fr/en/nl documents and the shoppers' names need, in both weights, like the full fonts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { INVOICE_FONT_CHARACTERS } from '../../../src/server/invoices/font-characters.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const open = (file: string) => fontkit.create(readFileSync(path.join(root, file))) as fontkit.Font;
const NEEDED = 'éèêëàâîïôûùüçœæ’«»€ÉÈÊÀÇŒÆ ŁłŐőŠšŽžĆćČčĘęŞşİı–—…\u00a0';

describe('the shipped invoice fonts', () => {
  it.each(['Roboto-Regular.ttf', 'Roboto-Medium.ttf'])(
    '%s draws every character of the list the full font draws, in under half its size',
    (file) => {
      const full = open(`src/local/fonts/${file}`);
      const shipped = open(`src/server/invoices/fonts/${file}`);
      const codePoints = [...INVOICE_FONT_CHARACTERS].map((c) => c.codePointAt(0)!);
      const missing = codePoints.filter((cp) => full.hasGlyphForCodePoint(cp) && !shipped.hasGlyphForCodePoint(cp));
      expect(missing.map((cp) => String.fromCodePoint(cp))).toEqual([]);
      for (const c of NEEDED) expect(shipped.hasGlyphForCodePoint(c.codePointAt(0)!), c).toBe(true);
      expect(INVOICE_FONT_CHARACTERS).toContain('€');
      const size = (f: string) => readFileSync(path.join(root, f)).length;
      expect(size(`src/server/invoices/fonts/${file}`)).toBeLessThan(size(`src/local/fonts/${file}`) / 2);
    },
  );
});
