// Writes the storefront's brand imagery into public/: the WebP pictures of brand-scenes.ts at their
// responsive widths, the logo, the favicon and the placeholder bottle. The outputs are committed;
// run again after changing a drawing:  node src/local/seed/brand-art.ts
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { faviconSvg, logoSvg, placeholderBottleSvg } from './brand-marks.ts';
import { BRAND_SCENES } from './brand-scenes.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');
const IMAGES_DIR = path.join(PUBLIC_DIR, 'images');

async function writeBrandArt(): Promise<string[]> {
  await mkdir(IMAGES_DIR, { recursive: true });
  const written: string[] = [];
  const write = async (file: string, bytes: string | Buffer) => {
    await writeFile(file, bytes);
    written.push(path.relative(PUBLIC_DIR, file));
  };
  // The layouts link /images/favicon.svg; /favicon.svg is where browsers and crawlers look unasked.
  await write(path.join(PUBLIC_DIR, 'favicon.svg'), faviconSvg());
  await write(path.join(IMAGES_DIR, 'favicon.svg'), faviconSvg());
  await write(path.join(IMAGES_DIR, 'logo.svg'), logoSvg());
  await write(path.join(IMAGES_DIR, 'placeholder-bottle.svg'), placeholderBottleSvg());
  for (const scene of BRAND_SCENES) {
    for (const width of scene.widths) {
      // Rendered at each width (not downscaled) so fine lines stay sharp; effort 6 = smallest files.
      const bytes = await sharp(Buffer.from(scene.svg(width)))
        .webp({ quality: 80, effort: 6 })
        .toBuffer();
      await write(path.join(IMAGES_DIR, `${scene.name}-${width}.webp`), bytes);
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const files = await writeBrandArt();
  console.log(`Wrote ${files.length} files in ${Math.round(performance.now() - started)} ms:\n  ${files.join('\n  ')}`);
}
