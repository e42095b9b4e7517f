// What the back-office checks of a chosen file before any upload: the server
// checks again, but the owner should not wait a minute of upload to hear that a file is too big, nor
// see a broken preview of a file that only has an image's name. Sizes and types are the server's
// (src/contract/admin/uploads.ts for images, the CAMT.053 limit for statements: both 5 MB).
import { imageFileProblem } from './product-validation.ts';

/** The bank statement limit of the server (CAMT053_MAX_BYTES, kept out of the browser's bundle with its XML parser). */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The first bytes of each image type the shop takes (what the server's magic-byte check reads). */
const IMAGE_SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** Whether the file starts as a PNG, JPEG or GIF does, whatever its name says. */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  const head = await firstBytes(file, 8);
  return IMAGE_SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
}

export type ImageProblem = 'productForm.fileTypeError' | 'productForm.fileSizeError';

/** A chosen image: its type by name and by content, and its size; null when it can be sent. */
export async function imageProblem(file: File): Promise<ImageProblem | null> {
  const byNameAndSize = imageFileProblem(file);
  if (byNameAndSize) return byNameAndSize;
  return (await looksLikeImage(file)) ? null : 'productForm.fileTypeError';
}

export type StatementProblem = 'bankStatements.errors.file_too_large' | 'bankStatements.errors.not_xml';

/** A chosen bank statement: at most 5 MB, and XML (its first character, past a byte order mark and spaces, is '<'). */
export async function statementProblem(file: File): Promise<StatementProblem | null> {
  if (file.size > STATEMENT_MAX_BYTES) return 'bankStatements.errors.file_too_large';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(await firstBytes(file, 256))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') ? null : 'bankStatements.errors.not_xml';
}
