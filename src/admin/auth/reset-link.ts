// The link of a password reset e-mail, as it lands on /admin:
// - embedded default: /admin?reset=1#token=<token> (in the fragment, which no server or proxy logs)
// - Supabase (the shop's Reset Password template): /admin?reset=1#token_hash=<hash>&type=recovery
// - older links carry the same in the query (?reset=1&token=...): still read
// - Supabase, a link that failed its check: /admin?reset=1#error=access_denied&error_code=otp_expired&...
// - Supabase's default template: /admin?reset=1#access_token=<jwt>&...&type=recovery. A bare access
//   token proves no recovery (any session has one): the server refuses it, so the screen says the
//   link does not work (the template is to be set up, see docs/deploying.md) and takes it out of the address.
// The token is taken out of the address bar at once (history, screenshots, a shared screen) and kept
// for this tab only, so that a reload of the screen still works.

export type ResetProblem = 'used' | 'expired' | 'invalid';
export type ResetLink = { token: string } | { problem: ResetProblem };

const STORAGE_KEY = 'password_reset_token';

/** True when the address is a reset e-mail's landing (the choose-a-new-password screen, not the sign-in form). */
export function isResetLanding(search: string, hash: string): boolean {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return query.get('reset') === '1' || query.get('type') === 'recovery' || fragment.get('type') === 'recovery';
}

/** The token (or the failure GoTrue reported) that a reset landing carries; null when it carries none. */
export function parseResetLink(search: string, hash: string): ResetLink | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const errorCode =
    fragment.get('error_code') ?? query.get('error_code') ?? fragment.get('error') ?? query.get('error');
  if (errorCode) return { problem: errorCode === 'otp_expired' ? 'expired' : 'invalid' };
  const token = fragment.get('token') ?? fragment.get('token_hash') ?? query.get('token') ?? query.get('token_hash');
  if (token) return { token };
  return fragment.has('access_token') ? { problem: 'invalid' } : null;
}

/** Reads the landing once: the link's token (then kept for this tab and removed from the address), or the kept one. */
export function takeResetLink(): ResetLink | null {
  const link = parseResetLink(window.location.search, window.location.hash);
  if (link) {
    if ('token' in link) rememberResetToken(link.token);
    else forgetResetToken();
    window.history.replaceState(null, '', '/admin?reset=1');
    return link;
  }
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    return kept ? { token: kept } : null;
  } catch {
    return null;
  }
}

export function rememberResetToken(token: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // private mode: the token lives in the screen's state only
  }
}

export function forgetResetToken(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/** The problem a refusal of /api/password-reset/check or /confirm names by its code. */
export function problemOf(code: string | undefined): ResetProblem {
  return code === 'reset_token_used' ? 'used' : code === 'reset_token_expired' ? 'expired' : 'invalid';
}
