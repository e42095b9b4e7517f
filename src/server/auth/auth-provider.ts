// Sign-in behind one face: Supabase Auth in production, local accounts (local_auth.*) in the embedded
// default. Whether an account may use the back-office is decided by public.admins, never here.
import type { Language } from '../../domain/vocabulary/language.ts';

export interface AuthUser {
  id: string;
  email: string;
}

export interface SignInResult {
  token: string;
  user: AuthUser;
}

/**
 * Why a sign-in could not be decided, which is never the password's fault: the provider refused the
 * shop's key or is misconfigured, is over its rate limit, did not answer, or the account has not
 * confirmed its e-mail. `providerStatus` is the provider's HTTP status (null: no answer).
 */
export type SignInProblemCode = 'auth_misconfigured' | 'auth_rate_limited' | 'auth_unavailable' | 'email_not_confirmed';

export class SignInProblem extends Error {
  readonly code: SignInProblemCode;
  readonly providerStatus: number | null;
  constructor(code: SignInProblemCode, providerStatus: number | null, message: string) {
    super(message);
    this.code = code;
    this.providerStatus = providerStatus;
  }
}

export interface AuthProvider {
  /**
   * The session for valid credentials, or null (wrong e-mail or password alike); throws SignInProblem
   * when the provider could not say (the account's attempts are then given back).
   */
  signIn(email: string, password: string): Promise<SignInResult | null>;
  /** The account a bearer token belongs to, or null when the token is invalid, expired or revoked. */
  verify(token: string): Promise<AuthUser | null>;
  /** Revokes the session of a token (a no-op for an already invalid one). */
  signOut(token: string): Promise<void>;
  /** Starts a password reset; silent about whether the account exists. */
  requestPasswordReset(email: string, language: Language): Promise<void>;
  /**
   * Whether a reset link still works, without using it up. `token` is what confirm takes next: the same
   * one, or (Supabase token hash, which GoTrue's verification spends) a ticket for the recovery session
   * it was exchanged for.
   */
  checkPasswordReset(token: string): Promise<ResetCheck>;
  /**
   * Sets a new password from a reset token (and uses it up): the account's e-mail, or why the token no
   * longer works. Only a reset link's token (or what check gave for it) is accepted, never a session's.
   */
  confirmPasswordReset(token: string, password: string): Promise<ResetOutcome>;
}

/** Why a reset link no longer works: used (or replaced by a later reset), past its hour, or unknown. */
export type ResetProblem = 'used' | 'expired' | 'invalid';
export type ResetCheck = { ok: true; email: string; token: string } | { ok: false; problem: ResetProblem };
export type ResetOutcome = { ok: true; email: string } | { ok: false; problem: ResetProblem };
