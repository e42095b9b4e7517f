// Production sign-in through Supabase Auth (GoTrue's HTTP API, via supabase-js):
// - sign-in with the publishable key (what a browser would use), so no secret is needed for it;
// - every token checked with GoTrue itself (GET /auth/v1/user), which also refuses a token whose
//   session was signed out, so logout takes effect at once (a JWKS-only check would accept it until
//   it expires);
// - logout, and the password change of a reset, with the secret key (admin API);
// - a password reset only from a recovery link: its token hash verified by GoTrue (verifyOtp, type
//   'recovery'), never from a bare access token, which any signed-in session also has (a stolen one
//   must not be able to set a new password). See recovery-ticket.ts.
import { createClient, isAuthError, type SupabaseClient } from '@supabase/supabase-js';
import type { AuthProvider, AuthUser, ResetProblem } from './auth-provider.ts';
import { openRecoveryTicket, recoveryTicket } from './recovery-ticket.ts';

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
      // Supabase sends its own recovery e-mail: the project's Reset Password template, which must link
      // to {{ .SiteURL }}/admin?reset=1&token_hash={{ .TokenHash }}&type=recovery
      // (supabase/templates/recovery.html). Supabase's default template's link gives a bare access
      // token instead, which the reset refuses; the redirect keeps its landing on the reset screen.
      const redirectTo = new URL('/admin?reset=1', options.siteUrl).toString();
      const { error } = await client(options.publishableKey).auth.resetPasswordForEmail(email.trim(), { redirectTo });
      if (error) console.error('Supabase password reset request failed:', error.message);
    },

    async checkPasswordReset(token) {
      const session = await recoverySession(token);
      return session.ok ? { ok: true, email: session.user.email, token: session.ticket } : session;
    },

    async confirmPasswordReset(token, password) {
      const session = await recoverySession(token);
      if (!session.ok) return session;
      const admin = client(options.secretKey).auth.admin;
      const { error } = await admin.updateUserById(session.user.id, { password });
      if (error) {
        if (isRejection(error)) return { ok: false, problem: 'invalid' };
        throw error;
      }
      // Every session of the account ends, the recovery one included: the ticket is spent.
      const signOut = await admin.signOut(session.accessToken, 'global');
      if (signOut.error && !isRejection(signOut.error)) throw signOut.error;
      return { ok: true, email: session.user.email };
    },
  };

  /**
   * The recovery session of a reset link: the link's token hash exchanged once through verifyOtp (type
   * 'recovery'), which gives a ticket for what follows (the screen's check spends the hash), or such a
   * ticket again. A bare access token is refused whatever session it is of. A dead link is 'invalid':
   * GoTrue does not say whether it was used or expired.
   */
  async function recoverySession(
    token: string,
  ): Promise<{ ok: true; user: AuthUser; accessToken: string; ticket: string } | { ok: false; problem: ResetProblem }> {
    const invalid = { ok: false, problem: 'invalid' } as const;
    const ticket = openRecoveryTicket(token, options.secretKey);
    if (ticket) {
      if (ticket === 'expired') return { ok: false, problem: 'expired' };
      const user = await userOf(ticket.accessToken);
      return user ? { ok: true, user, accessToken: ticket.accessToken, ticket: token } : invalid;
    }
    if (looksLikeJwt(token)) return invalid;
    const { data, error } = await client(options.publishableKey).auth.verifyOtp({ token_hash: token, type: 'recovery' });
    if (error) {
      if (isRejection(error)) return invalid;
      throw error;
    }
    if (!data.session) return invalid;
    const accessToken = data.session.access_token;
    const user = await userOf(accessToken);
    return user ? { ok: true, user, accessToken, ticket: recoveryTicket(accessToken, options.secretKey) } : invalid;
  }
}
