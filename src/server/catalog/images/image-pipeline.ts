// Upload first, then one statement: every file of a request is checked and encoded before anything
// is stored, then stored; if storing or the statement fails, the caller removes what was stored.
import { checkUpload } from './upload-checks.ts';
import { encodeVariants, type EncodedImage } from './image-variants.ts';
import { removeImageFiles, storeImage, type StoredImage } from './image-files.ts';

export interface IncomingImage {
  field: string;
  file: File;
}

/** Checks and encodes every file (nothing stored yet); the first bad file refuses the request. */
export async function prepareImages(files: readonly IncomingImage[]): Promise<EncodedImage[]> {
  const encoded: EncodedImage[] = [];
  // One at a time: a few decoded images at once are enough for a small function's memory.
  for (const { field, file } of files) encoded.push(await encodeVariants(await checkUpload(field, file)));
  return encoded;
}

/** Stores encoded images under products/<id>/; on failure removes the ones already stored. */
export async function storeImages(productId: number, images: readonly EncodedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await storeImage(productId, image));
    return stored;
  } catch (error) {
    await removeImageFiles(stored.map((s) => s.path));
    throw error;
  }
}

/** Runs the statement; if it fails, the files stored for it are removed before the error goes on. */
export async function withStoredImages<T>(stored: readonly StoredImage[], statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    await removeImageFiles(stored.map((s) => s.path));
    throw error;
  }
}
