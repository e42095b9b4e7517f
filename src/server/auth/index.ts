// Picks the sign-in adapter: Supabase Auth when SUPABASE_URL is set, local accounts otherwise. The local
// accounts' reset e-mail is sent only by auth-password-reset.mts, which passes its mailer
// (reset-email.ts): every other admin function checks a session and ships no mail library.
import { getEnv } from '../config/env.ts';
import { supabaseProject } from '../config/runtime-variables.ts';
import type { AuthProvider } from './auth-provider.ts';
import { localAuth, type ResetMailer } from './local-auth.ts';
import { supabaseAuth } from './supabase-auth.ts';

export type { AuthProvider, AuthUser, SignInResult } from './auth-provider.ts';

const NO_RESET_MAIL: ResetMailer = () => Promise.reject(new Error('this function sends no password reset e-mail'));

export function getAuthProvider(sendResetEmail: ResetMailer = NO_RESET_MAIL): AuthProvider {
  const env = getEnv();
  if (env.mode === 'supabase') return supabaseAuth({ ...supabaseProject(env), siteUrl: env.siteUrl });
  if (!env.LOCAL_AUTH_SECRET) {
    throw new Error(
      'LOCAL_AUTH_SECRET is not set: start the shop with `npm start` (or set SUPABASE_URL for Supabase Auth).',
    );
  }
  return localAuth({ secret: env.LOCAL_AUTH_SECRET, siteUrl: env.siteUrl, sendResetEmail });
}
