// Product image storage behind one face: Supabase Storage in production, a local folder in the
// embedded default (served by the local runner under the same /storage/v1/object/public/ path).
export interface ImageStorage {
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(paths: string[]): Promise<void>;
}
