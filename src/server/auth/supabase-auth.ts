// Production sign-in through Supabase Auth (GoTrue's HTTP API, via @supabase/auth-js alone: the rest
// of supabase-js, about 0.33 MB zipped, would ship in every admin function for nothing):
// - sign-in with the publishable key (what a browser would use), so no secret is needed for it;
// - every token checked with GoTrue itself (GET /auth/v1/user), which also refuses a token whose
//   session was signed out, so logout takes effect at once (a JWKS-only check would accept it until
//   it expires);
// - logout, and the password change of a reset, with the secret key (admin API);
// - a password reset only from a recovery link: its token hash verified by GoTrue (verifyOtp, type
//   'recovery'), never from a bare access token, which any signed-in session also has (a stolen one
//   must not be able to set a new password). See recovery-ticket.ts.
import { AuthClient, isAuthError, type GoTrueClient } from '@supabase/auth-js';
import {
  SignInProblem,
  type AuthProvider,
  type AuthUser,
  type ResetCheck,
  type ResetOutcome,
  type ResetProblem,
  type SignInResult,
} from './auth-provider.ts';
import { openRecoveryTicket, recoveryTicket } from './recovery-ticket.ts';

export interface SupabaseAuthOptions {
  url: string;
  publishableKey: string;
  secretKey: string;
  siteUrl: string;
  fetch?: typeof fetch;
}

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

/** GoTrue's client for one key, as supabase-js builds it: <project>/auth/v1, the key as apikey and bearer. */
function authClient(options: SupabaseAuthOptions, key: string): GoTrueClient {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  return new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${key}`, apikey: key },
    ...NO_SESSION,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/**
 * A rejection by GoTrue (bad credentials, bad or revoked token: auth-js turns the latter into
 * AuthSessionMissingError, status 400), as opposed to an outage (no status, or 5xx) that must surface.
 */
function isRejection(error: unknown): boolean {
  return isAuthError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

/** The project and a client for one of its keys (no session kept: every call names its token). */
interface Project {
  options: SupabaseAuthOptions;
  client(key: string): { auth: GoTrueClient };
}

type RecoverySession =
  { ok: true; user: AuthUser; accessToken: string; ticket: string } | { ok: false; problem: ResetProblem };

async function userOf(project: Project, token: string): Promise<AuthUser | null> {
  const { data, error } = await project.client(project.options.secretKey).auth.getUser(token);
  if (error) {
    if (isRejection(error)) return null;
    throw error;
  }
  return data.user?.email ? { id: data.user.id, email: data.user.email.toLowerCase() } : null;
}

/**
 * A failed password sign-in told apart: GoTrue's 400 (invalid_credentials, invalid_grant) is a wrong
 * e-mail or password; an unconfirmed e-mail (GoTrue says so only once the password matched), a key
 * the project refuses (401/403 from its gateway), a rate limit (429) or an outage are SignInProblems.
 */
function signInFailure(error: unknown): SignInProblem | null {
  const status = isAuthError(error) && typeof error.status === 'number' && error.status > 0 ? error.status : null;
  const code = isAuthError(error) ? error.code : undefined;
  const said = `Supabase Auth answered ${status ?? 'nothing'}${code ? ` (${code})` : ''}: ${(error as Error).message}`;
  if (code === 'email_not_confirmed') return new SignInProblem('email_not_confirmed', status, said);
  if (status === 400 || status === 422) return null;
  if (status === 401 || status === 403) return new SignInProblem('auth_misconfigured', status, said);
  if (status === 429) return new SignInProblem('auth_rate_limited', status, said);
  return new SignInProblem('auth_unavailable', status, said);
}

async function signIn(project: Project, email: string, password: string): Promise<SignInResult | null> {
  const { data, error } = await project
    .client(project.options.publishableKey)
    .auth.signInWithPassword({ email: email.trim(), password });
  if (error) {
    const problem = signInFailure(error);
    if (problem) throw problem;
    return null;
  }
  if (!data.session || !data.user?.email) return null;
  return { token: data.session.access_token, user: { id: data.user.id, email: data.user.email.toLowerCase() } };
}

async function signOut(project: Project, token: string): Promise<void> {
  if (!looksLikeJwt(token)) return;
  const { error } = await project.client(project.options.secretKey).auth.admin.signOut(token, 'local');
  if (error && !isRejection(error)) throw error;
}

async function requestPasswordReset(project: Project, email: string): Promise<void> {
  // Supabase sends its own recovery e-mail: the project's Reset Password template, which must link
  // to {{ .SiteURL }}/admin?reset=1#token_hash={{ .TokenHash }}&type=recovery
  // (supabase/templates/recovery.html). Supabase's default template's link gives a bare access
  // token instead, which the reset refuses; the redirect keeps its landing on the reset screen.
  const redirectTo = new URL('/admin?reset=1', project.options.siteUrl).toString();
  const { error } = await project
    .client(project.options.publishableKey)
    .auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) console.error('Supabase password reset request failed:', error.message);
}

/**
 * The recovery session of a reset link: the link's token hash exchanged once through verifyOtp (type
 * 'recovery'), which gives a ticket for what follows (the screen's check spends the hash), or such a
 * ticket again. A bare access token is refused whatever session it is of. A dead link is 'invalid':
 * GoTrue does not say whether it was used or expired.
 */
async function recoverySession(project: Project, token: string): Promise<RecoverySession> {
  const invalid = { ok: false, problem: 'invalid' } as const;
  const { secretKey, publishableKey } = project.options;
  const ticket = openRecoveryTicket(token, secretKey);
  if (ticket) {
    if (ticket === 'expired') return { ok: false, problem: 'expired' };
    const user = await userOf(project, ticket.accessToken);
    return user ? { ok: true, user, accessToken: ticket.accessToken, ticket: token } : invalid;
  }
  if (looksLikeJwt(token)) return invalid;
  const { data, error } = await project.client(publishableKey).auth.verifyOtp({ token_hash: token, type: 'recovery' });
  if (error) {
    if (isRejection(error)) return invalid;
    throw error;
  }
  if (!data.session) return invalid;
  const accessToken = data.session.access_token;
  const user = await userOf(project, accessToken);
  return user ? { ok: true, user, accessToken, ticket: recoveryTicket(accessToken, secretKey) } : invalid;
}

async function checkPasswordReset(project: Project, token: string): Promise<ResetCheck> {
  const session = await recoverySession(project, token);
  return session.ok ? { ok: true, email: session.user.email, token: session.ticket } : session;
}

async function confirmPasswordReset(project: Project, token: string, password: string): Promise<ResetOutcome> {
  const session = await recoverySession(project, token);
  if (!session.ok) return session;
  const admin = project.client(project.options.secretKey).auth.admin;
  const { error } = await admin.updateUserById(session.user.id, { password });
  if (error) {
    if (isRejection(error)) return { ok: false, problem: 'invalid' };
    throw error;
  }
  // Every session of the account ends, the recovery one included: the ticket is spent.
  const signedOut = await admin.signOut(session.accessToken, 'global');
  if (signedOut.error && !isRejection(signedOut.error)) throw signedOut.error;
  return { ok: true, email: session.user.email };
}

export function supabaseAuth(options: SupabaseAuthOptions): AuthProvider {
  const project: Project = { options, client: (key) => ({ auth: authClient(options, key) }) };
  return {
    signIn: (email, password) => signIn(project, email, password),
    verify: (token) => (looksLikeJwt(token) ? userOf(project, token) : Promise.resolve(null)),
    signOut: (token) => signOut(project, token),
    requestPasswordReset: (email) => requestPasswordReset(project, email),
    checkPasswordReset: (token) => checkPasswordReset(project, token),
    confirmPasswordReset: (token, password) => confirmPasswordReset(project, token, password),
  };
}
