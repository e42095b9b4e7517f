import { getEnv, type Env } from '../config/env.ts';
import { supabaseProject } from '../config/runtime-variables.ts';
import type { ImageStorage } from './image-storage.ts';
import { localStaging, type LocalStagingConfig } from './local-staging.ts';
import { localStorage } from './local-storage.ts';
import type { StagingStorage } from './staging-storage.ts';
import { supabaseBucket } from './supabase-bucket.ts';
import { supabaseStaging } from './supabase-staging.ts';
import { supabaseStorage } from './supabase-storage.ts';

export type { ImageStorage } from './image-storage.ts';
export type { StagingStorage } from './staging-storage.ts';

export function getImageStorage(): ImageStorage {
  const env = getEnv();
  if (env.mode === 'supabase') {
    const { url, secretKey } = supabaseProject(env);
    return supabaseStorage(supabaseBucket(url, secretKey, env.SUPABASE_STORAGE_BUCKET));
  }
  if (!env.LOCAL_STORAGE_DIR)
    throw new Error('LOCAL_STORAGE_DIR is not set: start the shop with `npm start` or `npm run dev`.');
  return localStorage(env.LOCAL_STORAGE_DIR, env.SUPABASE_STORAGE_BUCKET);
}

/** The embedded default's staging folder and token secret (the functions sign, the local runner checks). */
export function localStagingConfig(env: Env = getEnv()): LocalStagingConfig {
  if (!env.LOCAL_STAGING_DIR || !env.LOCAL_AUTH_SECRET) {
    throw new Error(
      'LOCAL_STAGING_DIR and LOCAL_AUTH_SECRET are not set: start the shop with `npm start` or `npm run dev`.',
    );
  }
  return { dir: env.LOCAL_STAGING_DIR, bucket: env.SUPABASE_STAGING_BUCKET, secret: env.LOCAL_AUTH_SECRET };
}

/** Where the back-office's direct uploads wait to be checked: a private bucket, or a private local folder. */
export function getStagingStorage(): StagingStorage {
  const env = getEnv();
  if (env.mode === 'supabase') {
    const { url, secretKey } = supabaseProject(env);
    return supabaseStaging(supabaseBucket(url, secretKey, env.SUPABASE_STAGING_BUCKET));
  }
  return localStaging(localStagingConfig(env));
}
