// Brand imagery in public/images (hero, banners, collection): found at build time, in whatever widths
// exist (<name>-400.webp, <name>-800.webp, <name>-1200.webp, or one <name>.webp/.avif/.jpg/.svg).
// A missing picture is null and the page falls back to a product photograph.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface BrandImage {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

const DIR = path.join(process.cwd(), 'public', 'images');

function listing(): string[] {
  return existsSync(DIR) ? readdirSync(DIR) : [];
}

/** `ratio` = height / width of the artwork, for the width/height attributes (no layout shift). */
export function brandImage(name: string, ratio: number): BrandImage | null {
  const files = listing();
  const widths = files
    .map((f) => new RegExp(`^${name}-(\\d+)\\.(webp|avif|jpg)$`).exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ width: Number(m[1]), file: m[0] }))
    .sort((a, b) => a.width - b.width);
  if (widths.length > 0) {
    const main = widths.find((w) => w.width >= 1200) ?? widths[widths.length - 1]!;
    return {
      src: `/images/${main.file}`,
      srcset: widths.map((w) => `/images/${w.file} ${w.width}w`).join(', '),
      width: main.width,
      height: Math.round(main.width * ratio),
    };
  }
  const single = files.find((f) => new RegExp(`^${name}\\.(webp|avif|jpg|svg)$`).test(f));
  return single ? { src: `/images/${single}`, width: 1200, height: Math.round(1200 * ratio) } : null;
}
