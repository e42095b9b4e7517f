// Renders an SVG once, at its largest width, and encodes it to WebP in every width asked for.
// Results are cached in memory and on disk (node_modules/.cache), keyed by the SVG's own content:
// the drawings are deterministic, so a second seed - the tests, a fresh data folder - costs nothing,
// and any change to a drawing makes a new key.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const CACHE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/maison-seed-images');
const WEBP = { quality: 82, effort: 1 } as const;

const memory = new Map<string, Promise<Buffer>>();

async function fromDisk(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null);
}

async function toDisk(file: string, bytes: Buffer): Promise<void> {
  // Best effort: a read-only checkout only loses the speed-up. Written aside then renamed, so a
  // concurrent seed never reads half a file.
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch {
    /* cache is optional */
  }
}

/**
 * WebP files of `svgAt(width)` for each width. `svgAt` draws the same picture at any width; it is
 * rendered once at `renderWidth` (at least the largest width asked for) and scaled down. Keeping
 * `renderWidth` fixed lets a run that wants fewer widths reuse the files of a full run.
 */
export async function renderWebpVariants(
  svgAt: (width: number) => string,
  widths: readonly number[],
  renderWidth = Math.max(...widths),
): Promise<Map<number, Buffer>> {
  const svg = svgAt(Math.max(renderWidth, ...widths));
  const key = createHash('sha256')
    .update(`${JSON.stringify(WEBP)}\n${svg}`)
    .digest('hex')
    .slice(0, 32);
  const fileOf = (width: number) => path.join(CACHE_DIR, `${key}-${width}.webp`);

  const out = new Map<number, Buffer>();
  const missing: number[] = [];
  for (const width of widths) {
    const cached = memory.get(`${key}-${width}`);
    const bytes = cached ? await cached : await fromDisk(fileOf(width));
    if (bytes) out.set(width, bytes);
    else missing.push(width);
  }
  if (missing.length === 0) return out;

  const raw = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (const width of missing) {
    const pipeline = sharp(raw.data, { raw: raw.info });
    const bytes = await (width === raw.info.width ? pipeline : pipeline.resize({ width, kernel: 'lanczos3' }))
      .webp(WEBP)
      .toBuffer();
    memory.set(`${key}-${width}`, Promise.resolve(bytes));
    await toDisk(fileOf(width), bytes);
    out.set(width, bytes);
  }
  return out;
}
