import { getEnv } from '../../config/env.ts';
import type { ImageStorage } from './image-storage.ts';
import { localStorage } from './local-storage.ts';
import { supabaseStorage } from './supabase-storage.ts';

export type { ImageStorage } from './image-storage.ts';

export function getImageStorage(): ImageStorage {
  const env = getEnv();
  if (env.mode === 'supabase') return supabaseStorage(env.SUPABASE_URL!, env.SUPABASE_SECRET_KEY!, env.SUPABASE_STORAGE_BUCKET);
  if (!env.LOCAL_STORAGE_DIR) throw new Error('LOCAL_STORAGE_DIR is not set: start the shop with `npm start` or `npm run dev`.');
  return localStorage(env.LOCAL_STORAGE_DIR, env.SUPABASE_STORAGE_BUCKET);
}
