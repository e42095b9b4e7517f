// One Supabase Storage bucket reached with the secret key, server-side: no session kept or refreshed
// (a function answers one request). The images' public bucket and the private staging bucket are both
// opened here; their adapters (supabase-storage.ts, supabase-staging.ts) take the bucket.
import { createClient } from '@supabase/supabase-js';

export type SupabaseBucket = ReturnType<typeof supabaseBucket>;

export function supabaseBucket(url: string, secretKey: string, bucket: string) {
  const client = createClient(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
  });
  return client.storage.from(bucket);
}
