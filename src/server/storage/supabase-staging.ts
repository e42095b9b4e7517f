// The staging bucket on Supabase Storage (private): signed upload URLs for the browser, then download
// and removal with the secret key. Never public: nothing staged is served before it is checked.
import type { SupabaseBucket } from './supabase-bucket.ts';
import { readAtMost, UPLOAD_URL_TTL_SECONDS, type StagingStorage } from './staging-storage.ts';

const LIST_PAGE = 1000;

/** Storage answers a missing object with 404, or (older servers) HTTP 400 and statusCode "404" in the body. */
function isNotFound(error: { status?: unknown; statusCode?: unknown }): boolean {
  return error.status === 404 || error.statusCode === '404' || error.statusCode === 404;
}

export function supabaseStaging(store: SupabaseBucket): StagingStorage {
  return {
    async signUpload(key) {
      const { data, error } = await store.createSignedUploadUrl(key);
      if (error) throw new Error(`Storage could not sign an upload for ${key}: ${error.message}`);
      return { url: data.signedUrl, expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000) };
    },
    async download(key, maxBytes) {
      const { data, error } = await store.download(key).asStream();
      if (error) {
        if (isNotFound(error as never)) return null;
        throw new Error(`Storage download failed for ${key}: ${error.message}`);
      }
      return data ? readAtMost(data, maxBytes) : new Uint8Array();
    },
    async remove(keys) {
      if (keys.length === 0) return;
      const { error } = await store.remove([...keys]);
      if (error) throw new Error(`Storage removal failed: ${error.message}`);
    },
    async listOlderThan(before) {
      const keys: string[] = [];
      // Oldest first: the walk stops at the first file young enough to keep.
      for (let offset = 0; ; offset += LIST_PAGE) {
        const { data, error } = await store.list('', {
          limit: LIST_PAGE,
          offset,
          sortBy: { column: 'created_at', order: 'asc' },
        });
        if (error) throw new Error(`Storage listing failed: ${error.message}`);
        for (const entry of data) {
          if (entry.id === null || !entry.created_at) continue; // a folder
          if (new Date(entry.created_at) >= before) return keys;
          keys.push(entry.name);
        }
        if (data.length < LIST_PAGE) return keys;
      }
    },
  };
}
