// Re-encodes a checked upload into the storefront's WebP widths (400/800/1200), after refusing a
// pixel flood from the header alone: a tiny file may claim 30000 x 30000 pixels and would need
// gigabytes to decode. sharp's limitInputPixels stays on as a second guard.
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, MAIN_IMAGE_WIDTH } from '../../../domain/catalog/images.ts';
import { UPLOAD_MESSAGES, uploadError, type CheckedUpload } from './upload-checks.ts';

const MAX_MEGAPIXELS = 50;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
const WEBP_QUALITY = 80;
const SHARP_OPTIONS = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const, pages: 1 };

interface ImageVariant {
  width: number;
  bytes: Uint8Array;
}

export interface EncodedImage {
  variants: ImageVariant[];
  /** Size of the main (800 px) variant, stored with the image for width/height attributes. */
  width: number;
  height: number;
}

export async function encodeVariants(upload: CheckedUpload): Promise<EncodedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(upload.bytes, { ...SHARP_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw uploadError(upload.field, UPLOAD_MESSAGES.unreadable(upload.name));
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width * height > MAX_PIXELS) {
    throw uploadError(upload.field, UPLOAD_MESSAGES.tooManyPixels(upload.name, width, height, MAX_MEGAPIXELS));
  }
  if (width === 0 || height === 0) throw uploadError(upload.field, UPLOAD_MESSAGES.unreadable(upload.name));
  const variants = await encodeWidths(upload);
  const main = variants.find((v) => v.width === MAIN_IMAGE_WIDTH);
  if (!main) throw new Error(`IMAGE_WIDTHS lacks the main width ${MAIN_IMAGE_WIDTH}`);
  return {
    variants: variants.map(({ width: w, bytes }) => ({ width: w, bytes })),
    width: main.info.width,
    height: main.info.height,
  };
}

/** The image at each of the storefront's widths, as WebP (never enlarged). */
async function encodeWidths(
  upload: CheckedUpload,
): Promise<(ImageVariant & { info: { width: number; height: number } })[]> {
  try {
    return await Promise.all(
      IMAGE_WIDTHS.map(async (w) => {
        const { data, info } = await sharp(upload.bytes, SHARP_OPTIONS)
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width: w, bytes: new Uint8Array(data), info };
      }),
    );
  } catch {
    throw uploadError(upload.field, UPLOAD_MESSAGES.unreadable(upload.name));
  }
}
