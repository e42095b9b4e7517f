// Real images of the sizes the direct uploads must carry: random noise, which no encoder can
// shrink, so the files stay as large as asked. A 5 MB PNG (stored deflate blocks: size = the pixels)
// and ~4 MB JPEGs; each call makes a different image. Sizes are checked here, so a test can never
// pass on a smaller file than it claims.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const MB = 1024 * 1024;
/** The spec's limit (upload-checks.ts MAX_IMAGE_BYTES): "PNG, JPG, GIF up to 5 MB". */
export const FIVE_MB = 5 * MB;

function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

function inRange(bytes: Buffer, min: number, max: number, what: string): Buffer {
  if (bytes.length < min || bytes.length > max)
    throw new Error(`${what}: ${bytes.length} bytes, not within ${min}-${max}`);
  return bytes;
}

/** A PNG of about 5.0 MB (5,205,104 bytes): just under the 5 MB limit. */
export async function fiveMegabytePng(): Promise<Buffer> {
  const png = await noise(1400, 1237).png({ compressionLevel: 0 }).toBuffer();
  return inRange(png, 4.95 * MB, FIVE_MB, '5 MB PNG');
}

/** A JPEG of about 4 MB (4.0-4.2 MB). */
export async function fourMegabyteJpeg(): Promise<Buffer> {
  // noise at quality 100 takes about 1.4 bytes a pixel: 1720 x 1720 is about 4.1 MB
  const jpeg = await noise(1720, 1720).jpeg({ quality: 100 }).toBuffer();
  return inRange(jpeg, 3.8 * MB, 4.2 * MB, '4 MB JPEG');
}
