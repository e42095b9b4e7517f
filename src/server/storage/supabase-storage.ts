import { createClient } from '@supabase/supabase-js';
import type { ImageStorage } from './image-storage.ts';

export function supabaseStorage(
  url: string,
  secretKey: string,
  bucket: string,
  fetchImpl: typeof fetch = fetch,
): ImageStorage {
  const client = createClient(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchImpl },
  });
  const store = client.storage.from(bucket);
  return {
    async put(objectPath, bytes, contentType) {
      const { error } = await store.upload(objectPath, bytes, { contentType, upsert: true, cacheControl: '31536000' });
      if (error) throw new Error(`Storage upload failed for ${objectPath}: ${error.message}`);
    },
    async remove(paths) {
      if (paths.length === 0) return;
      const { error } = await store.remove(paths);
      if (error) throw new Error(`Storage removal failed: ${error.message}`);
    },
  };
}
