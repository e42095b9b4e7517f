// The brand's display face shows on the first view (font-display: swap, preloaded), and until it
// arrives the titles are set in a local serif sized to its metrics, so the swap barely moves a line:
// the fallback faces' overrides in global.css are those capsize computes from the woff2 itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import georgia from '@capsizecss/metrics/georgia';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FONT = path.join(ROOT, 'public/fonts/cormorant-garamond-latin-500-normal.woff2');
const css = readFileSync(path.join(ROOT, 'src/styles/global.css'), 'utf8');
const tokens = readFileSync(path.join(ROOT, 'src/styles/tokens.css'), 'utf8');
const head = readFileSync(path.join(ROOT, 'src/components/layout/BrandHead.astro'), 'utf8');

/** One @font-face block of the CSS, by its family name. */
const face = (source: string, family: string) =>
  [...source.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]).find((block) => block.includes(`'${family}'`)) ?? '';

/** The block's overrides, e.g. { 'size-adjust': '88.6046%' }. */
const overrides = (block: string) =>
  Object.fromEntries([...block.matchAll(/([a-z-]+-override|size-adjust):\s*([\d.]+%)/g)].map((m) => [m[1], m[2]]));

describe('the brand font on the first view', () => {
  it('swaps in as soon as it arrives, and the page fetches it early', () => {
    expect(face(css, 'Cormorant Garamond')).toMatch(/font-display:\s*swap/);
    expect(head).toMatch(/rel="preload" href="\/fonts\/cormorant-garamond-latin-500-normal\.woff2" as="font"/);
  });

  it('falls back to Georgia or Times New Roman sized to its metrics, named in the display stack', async () => {
    const metrics = await fromFile(FONT);
    const { fontFaces } = createFontStack([{ ...metrics, familyName: 'Cormorant Garamond' }, georgia, timesNewRoman]);
    for (const fallback of ['Georgia', 'Times New Roman']) {
      const family = `Cormorant Garamond Fallback: ${fallback}`;
      const expected = face(fontFaces.replaceAll('"', "'"), family);
      expect(expected, family).not.toBe('');
      expect(overrides(face(css, family)), family).toEqual(overrides(expected));
      expect(tokens).toContain(`'${family}'`);
    }
  });
});
