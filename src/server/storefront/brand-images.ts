// Brand imagery in public/images (hero-home, collection-men, collection-women, new-collection, about):
// found at build time in whatever widths exist (<name>-<width>.webp), with the real pixel size for the
// width/height attributes (no layout shift). A missing picture is null: pages fall back to a product photo.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface BrandImage {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

const DIR = path.join(process.cwd(), 'public', 'images');

export async function brandImage(name: string): Promise<BrandImage | null> {
  const files = existsSync(DIR) ? readdirSync(DIR) : [];
  const widths = files
    .map((f) => new RegExp(`^${name}-(\\d+)\\.(webp|avif|jpg)$`).exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ width: Number(m[1]), file: m[0] }))
    .sort((a, b) => a.width - b.width);
  const single = files.find((f) => new RegExp(`^${name}\\.(webp|avif|jpg)$`).test(f));
  const main = widths.find((w) => w.width >= 1200)?.file ?? widths[widths.length - 1]?.file ?? single;
  if (!main) return null;
  const meta = await sharp(path.join(DIR, main)).metadata();
  return {
    src: `/images/${main}`,
    ...(widths.length > 1 ? { srcset: widths.map((w) => `/images/${w.file} ${w.width}w`).join(', ') } : {}),
    width: meta.width ?? 1200,
    height: meta.height ?? 1500,
  };
}
