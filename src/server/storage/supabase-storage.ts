import type { SupabaseBucket } from './supabase-bucket.ts';
import type { ImageStorage } from './image-storage.ts';

export function supabaseStorage(store: SupabaseBucket): ImageStorage {
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
