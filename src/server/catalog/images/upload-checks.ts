// What an uploaded product image must be before sharp ever decodes it (OWASP ASVS 5.2):
// - at most 5 MB;
// - a PNG, JPEG or GIF by its magic bytes (file-type), never by its name or declared type, and a name
//   whose extension, if any, says the same type (a ".png" that is really an SVG, a JPEG or text is a
//   lying extension);
// - no polyglot: nothing after the image's own end (PNG IEND chunk, JPEG EOI marker, GIF trailer),
//   where appended PHP/HTML/ZIP payloads sit, and no markup or script signature: the long ones
//   anywhere in the bytes (a GIF header followed by <script>), every one inside the image's metadata
//   (PHP in a JPEG comment, SVG in a PNG text chunk; image-text-regions.ts). A short signature is not
//   looked for in the compressed pixel data, where it turns up by chance in a large photo.
// Re-encoding to WebP afterwards drops whatever might still hide in metadata; these checks refuse
// the file outright with a clear message instead of silently cleaning it.
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageType } from '../../../contract/admin/uploads.ts';
import { HttpError } from '../../http/errors.ts';
import { textRegions } from './image-text-regions.ts';

const LABELS: Record<ImageType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/gif': 'GIF' };
const EXTENSIONS: Record<string, ImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
};

// At least 6 characters: compressed image data contains one by chance about once in 10^13 bytes.
const LONG_SIGNATURES = /<script|<!doctype|<iframe|<object|<embed|javascript:/i;
// Every signature, shorter ones too ("<?=" turns up about once per 16 MB of random bytes): metadata only.
const MARKUP_SIGNATURES =
  /<script|<\?php|<html|<!doctype|<iframe|<object|<embed|<body|<svg[\s>/]|javascript:|<%@|<\?=/i;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

function hasMarkup(bytes: Uint8Array, mime: ImageType): boolean {
  if (LONG_SIGNATURES.test(latin1(bytes))) return true;
  // a structure that cannot be walked is scanned whole, with every signature
  return (textRegions(bytes, mime) ?? [bytes]).some((region) => MARKUP_SIGNATURES.test(latin1(region)));
}

export const UPLOAD_MESSAGES = {
  tooLarge: (name: string) => `L'image « ${name} » dépasse 5 Mo.`,
  empty: (name: string) => `Le fichier « ${name} » est vide.`,
  notImage: (name: string) =>
    `Le fichier « ${name} » n'est pas une image PNG, JPEG ou GIF (formats acceptés : PNG, JPG, GIF jusqu'à 5 Mo).`,
  lyingExtension: (name: string, actual: string) =>
    `L'extension du fichier « ${name} » ne correspond pas à son contenu (${actual}) : fichier refusé.`,
  polyglot: (name: string) =>
    `Le fichier « ${name} » contient d'autres données que l'image (fichier polyglotte) : fichier refusé.`,
  unreadable: (name: string) => `Le fichier « ${name} » n'est pas une image lisible.`,
  tooManyPixels: (name: string, width: number, height: number, maxMegapixels: number) =>
    `L'image « ${name} » est trop grande (${width} × ${height} pixels ; ${maxMegapixels} mégapixels au plus).`,
} as const;

export function uploadError(field: string, message: string): HttpError {
  return new HttpError(422, message, { fields: { [field]: [message] }, code: 'invalid_image' });
}

/** Where the image's own data ends, or -1 when its structure is broken. */
function pngEnd(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const next = offset + 12 + length;
    if (next > bytes.length) return -1;
    if (type === 'IEND') return next;
    offset = next;
  }
  return -1;
}

function lastNonPadding(bytes: Uint8Array): number {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end;
}

function hasTrailingData(bytes: Uint8Array, mime: ImageType): boolean {
  if (mime === 'image/png') return pngEnd(bytes) !== bytes.length;
  const end = lastNonPadding(bytes);
  if (mime === 'image/jpeg') return !(end >= 2 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9);
  return !(end >= 1 && bytes[end - 1] === 0x3b);
}

export interface CheckedUpload {
  field: string;
  name: string;
  bytes: Uint8Array;
  mime: ImageType;
}

export async function checkUpload(field: string, file: File): Promise<CheckedUpload> {
  const name = file.name || field;
  if (file.size > MAX_IMAGE_BYTES) throw uploadError(field, UPLOAD_MESSAGES.tooLarge(name));
  if (file.size === 0) throw uploadError(field, UPLOAD_MESSAGES.empty(name));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const mime = IMAGE_TYPES.find((type) => type === detected?.mime);
  if (!mime) throw uploadError(field, UPLOAD_MESSAGES.notImage(name));
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension !== undefined && EXTENSIONS[extension] !== mime) {
    throw uploadError(field, UPLOAD_MESSAGES.lyingExtension(name, LABELS[mime]));
  }
  if (hasTrailingData(bytes, mime) || hasMarkup(bytes, mime)) {
    throw uploadError(field, UPLOAD_MESSAGES.polyglot(name));
  }
  return { field, name, bytes, mime };
}
