// Product images are stored in three widths, as WebP, named <stem>-<width>.webp. The path kept in the
// database is the 800 px one; srcset is derived from it.
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const MAIN_IMAGE_WIDTH = 800;

function imageStem(path: string): string {
  return path.replace(/-\d+\.webp$/, '');
}

export function variantPath(path: string, width: number): string {
  return `${imageStem(path)}-${width}.webp`;
}

export function publicImageUrl(storageBaseUrl: string, path: string): string {
  return `${storageBaseUrl.replace(/\/$/, '')}/${path}`;
}

export function imageSrcSet(storageBaseUrl: string, path: string): string {
  return IMAGE_WIDTHS.map((w) => `${publicImageUrl(storageBaseUrl, variantPath(path, w))} ${w}w`).join(', ');
}

/** Shown when a product has no image. */
export const PLACEHOLDER_IMAGE_URL = '/images/placeholder-bottle.svg';
