// Where the back-office's images wait between the browser's direct upload and the function that
// checks them: a private Supabase Storage bucket in production, a private local folder in the
// embedded default. Both hand out the same kind of URL: PUT the file's bytes to
// /storage/v1/object/upload/sign/<bucket>/<key>?token=..., valid for a limited time, for that key only.

/** How long a signed upload URL works: Supabase Storage's fixed 2 hours, and the same locally. */
export const UPLOAD_URL_TTL_SECONDS = 2 * 60 * 60;

/** The image types a staging bucket takes (the Supabase bucket is created with the same list). */
export const STAGED_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** The only names a staged file can have (server-made): no path can be smuggled through a key. */
export const STAGED_KEY = /^[0-9a-f]{32}\.(png|jpg|gif)$/;

export interface SignedUpload {
  /** Absolute (Supabase) or root-relative (the local runner: same origin as the back-office). */
  url: string;
  expiresAt: Date;
}

export interface StagingStorage {
  signUpload(key: string): Promise<SignedUpload>;
  /** The staged bytes (at most maxBytes + 1: more means "too large"), or null when nothing was uploaded. */
  download(key: string, maxBytes: number): Promise<Uint8Array | null>;
  remove(keys: readonly string[]): Promise<void>;
  /** Keys of the staged files uploaded before that moment (what the prune removes). */
  listOlderThan(before: Date): Promise<string[]>;
}

/** Reads a body up to maxBytes + 1 bytes, then stops reading: a huge staged file is never loaded whole. */
export async function readAtMost(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  try {
    while (total <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, maxBytes + 1));
}
