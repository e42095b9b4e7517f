// Product image files in storage: products/<product id>/<random stem>-<width>.webp, every name made
// by the server. The database keeps the 800 px path; the other widths sit beside it.
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, MAIN_IMAGE_WIDTH, variantPath } from '../../../domain/catalog/images.ts';
import { getImageStorage } from '../../storage/index.ts';
import type { EncodedImage } from './image-variants.ts';

export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

export async function storeImage(productId: number, image: EncodedImage): Promise<StoredImage> {
  const stem = `products/${productId}/${randomBytes(12).toString('hex')}`;
  const storage = getImageStorage();
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      const objectPath = `${stem}-${variant.width}.webp`;
      await storage.put(objectPath, variant.bytes, 'image/webp');
      written.push(objectPath);
    }
  } catch (error) {
    await storage.remove(written).catch((cleanup) => console.error('Could not remove partial image upload:', cleanup));
    throw error;
  }
  return { path: `${stem}-${MAIN_IMAGE_WIDTH}.webp`, width: image.width, height: image.height };
}

/** Every stored width of these images (paths as kept in the database). Never throws: logs instead. */
export async function removeImageFiles(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const all = paths.flatMap((p) => IMAGE_WIDTHS.map((w) => variantPath(p, w)));
  try {
    await getImageStorage().remove(all);
  } catch (error) {
    console.error('Could not remove image files from storage:', error);
  }
}
