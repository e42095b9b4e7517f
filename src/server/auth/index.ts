// Picks the sign-in adapter: Supabase Auth when SUPABASE_URL is set, local accounts otherwise.
import { getEnv } from '../config/env.ts';
import { supabaseProject } from '../config/runtime-variables.ts';
import type { AuthProvider } from './auth-provider.ts';
import { localAuth } from './local-auth.ts';
import { sendResetEmail } from './reset-email.ts';
import { supabaseAuth } from './supabase-auth.ts';

export type { AuthProvider, AuthUser, SignInResult } from './auth-provider.ts';

export function getAuthProvider(): AuthProvider {
  const env = getEnv();
  if (env.mode === 'supabase') return supabaseAuth({ ...supabaseProject(env), siteUrl: env.siteUrl });
  if (!env.LOCAL_AUTH_SECRET) {
    throw new Error(
      'LOCAL_AUTH_SECRET is not set: start the shop with `npm start` (or set SUPABASE_URL for Supabase Auth).',
    );
  }
  return localAuth({ secret: env.LOCAL_AUTH_SECRET, siteUrl: env.siteUrl, sendResetEmail });
}
