// Production sign-in through Supabase Auth (GoTrue's HTTP API, via supabase-js):
// - sign-in with the publishable key (what a browser would use), so no secret is needed for it;
// - every token checked with GoTrue itself (GET /auth/v1/user), which also refuses a token whose
//   session was signed out, so logout takes effect at once (a JWKS-only check would accept it until
//   it expires);
// - logout, and the password change of a reset, with the secret key (admin API).
import { createClient, isAuthError, type SupabaseClient } from '@supabase/supabase-js';
import type { AuthProvider, AuthUser } from './auth-provider.ts';

export interface SupabaseAuthOptions {
  url: string;
  publishableKey: string;
  secretKey: string;
  siteUrl: string;
  fetch?: typeof fetch;
}

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

/**
 * A rejection by GoTrue (bad credentials, bad or revoked token: supabase-js turns the latter into
 * AuthSessionMissingError, status 400), as opposed to an outage (no status, or 5xx) that must surface.
 */
function isRejection(error: unknown): boolean {
  return isAuthError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

export function supabaseAuth(options: SupabaseAuthOptions): AuthProvider {
  const global = options.fetch ? { fetch: options.fetch } : {};
  const client = (key: string): SupabaseClient => createClient(options.url, key, { auth: NO_SESSION, global });

  async function userOf(token: string): Promise<AuthUser | null> {
    const { data, error } = await client(options.secretKey).auth.getUser(token);
    if (error) {
      if (isRejection(error)) return null;
      throw error;
    }
    return data.user?.email ? { id: data.user.id, email: data.user.email.toLowerCase() } : null;
  }

  return {
    async signIn(email, password) {
      const { data, error } = await client(options.publishableKey).auth.signInWithPassword({ email: email.trim(), password });
      if (error) {
        if (isRejection(error)) return null;
        throw error;
      }
      if (!data.session || !data.user?.email) return null;
      return { token: data.session.access_token, user: { id: data.user.id, email: data.user.email.toLowerCase() } };
    },

    verify: (token) => (looksLikeJwt(token) ? userOf(token) : Promise.resolve(null)),

    async signOut(token) {
      if (!looksLikeJwt(token)) return;
      const { error } = await client(options.secretKey).auth.admin.signOut(token, 'local');
      if (error && !isRejection(error)) throw error;
    },

    async requestPasswordReset(email) {
      // Supabase sends its own recovery e-mail (its template, in the project's language); the link
      // lands on /admin?reset=1 with the recovery session's access token in the URL fragment.
      const redirectTo = new URL('/admin?reset=1', options.siteUrl).toString();
      const { error } = await client(options.publishableKey).auth.resetPasswordForEmail(email.trim(), { redirectTo });
      if (error) console.error('Supabase password reset request failed:', error.message);
    },

    async checkPasswordReset(token) {
      const session = await recoverySession(token);
      return session ? { ok: true, email: session.user.email, token: session.token } : { ok: false, problem: 'invalid' };
    },

    async confirmPasswordReset(token, password) {
      const session = await recoverySession(token);
      if (!session) return { ok: false, problem: 'invalid' };
      const admin = client(options.secretKey).auth.admin;
      const { error } = await admin.updateUserById(session.user.id, { password });
      if (error) {
        if (isRejection(error)) return { ok: false, problem: 'invalid' };
        throw error;
      }
      // Every session of the account ends, the recovery one included.
      const signOut = await admin.signOut(session.token, 'global');
      if (signOut.error && !isRejection(signOut.error)) throw signOut.error;
      return { ok: true, email: session.user.email };
    },
  };

  /**
   * The recovery session a reset link gives: its access token as is (the default e-mail template's
   * link, #access_token=...&type=recovery), or a token hash (a custom template with {{ .TokenHash }})
   * exchanged once through verifyOtp. Null for a dead link: GoTrue does not say whether it was used or expired.
   */
  async function recoverySession(token: string): Promise<{ user: AuthUser; token: string } | null> {
    let accessToken = token;
    if (!looksLikeJwt(token)) {
      const { data, error } = await client(options.publishableKey).auth.verifyOtp({ token_hash: token, type: 'recovery' });
      if (error) {
        if (isRejection(error)) return null;
        throw error;
      }
      if (!data.session) return null;
      accessToken = data.session.access_token;
    }
    const user = await userOf(accessToken);
    return user ? { user, token: accessToken } : null;
  }
}
