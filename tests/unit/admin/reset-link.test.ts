// Where a password reset e-mail's link lands: every form the embedded default and Supabase send is read
// as the choose-a-new-password screen, with its token or the failure GoTrue reported.
import { describe, expect, it } from 'vitest';
import { isResetLanding, parseResetLink, problemOf } from '../../../src/admin/auth/reset-link.ts';
import { newPasswordProblem, passwordRules } from '../../../src/admin/logic/new-password.ts';

describe('reset link', () => {
  it('recognises the landings of the embedded default and of Supabase, and nothing else', () => {
    expect(isResetLanding('?reset=1&token=abc', '')).toBe(true);
    expect(
      isResetLanding('?reset=1', '#access_token=x.y.z&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery'),
    ).toBe(true);
    expect(isResetLanding('', '#access_token=x.y.z&type=recovery')).toBe(true);
    expect(isResetLanding('?token_hash=abc&type=recovery', '')).toBe(true);
    expect(isResetLanding('', '')).toBe(false);
    expect(isResetLanding('?reset=0', '')).toBe(false);
    expect(isResetLanding('', '#access_token=x.y.z&type=magiclink')).toBe(false);
  });

  it('takes the token from the query (local token, Supabase token hash); a bare access token in the fragment is no reset token', () => {
    expect(parseResetLink('?reset=1&token=local-token-123', '')).toEqual({ token: 'local-token-123' });
    expect(parseResetLink('?reset=1', '#token=local-token-456')).toEqual({ token: 'local-token-456' });
    expect(parseResetLink('?reset=1', '#token_hash=pkce_def&type=recovery')).toEqual({ token: 'pkce_def' });
    expect(parseResetLink('?reset=1&token_hash=pkce_abc&type=recovery', '')).toEqual({ token: 'pkce_abc' });
    expect(parseResetLink('?reset=1', '#access_token=aaa.bbb.ccc&expires_in=3600&type=recovery')).toEqual({
      problem: 'invalid',
    });
    expect(parseResetLink('?reset=1', '')).toBeNull();
  });

  it('reads the failure GoTrue puts in the fragment or the query: expired, or else invalid', () => {
    expect(
      parseResetLink(
        '?reset=1',
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ problem: 'expired' });
    expect(parseResetLink('?reset=1&error=access_denied&error_code=otp_expired', '')).toEqual({ problem: 'expired' });
    expect(parseResetLink('?reset=1', '#error=server_error&error_description=oops')).toEqual({ problem: 'invalid' });
    expect(parseResetLink('?reset=1&token=abc', '#error_code=bad_jwt')).toEqual({ problem: 'invalid' });
  });

  it('names the problem of the API’s answer', () => {
    expect(problemOf('reset_token_used')).toBe('used');
    expect(problemOf('reset_token_expired')).toBe('expired');
    expect(problemOf('invalid_reset_token')).toBe('invalid');
    expect(problemOf(undefined)).toBe('invalid');
  });
});

describe('new password', () => {
  it('wants 12 to 1024 characters typed the same twice', () => {
    expect(newPasswordProblem('short', 'short')).toBe('auth.passwordTooShort');
    expect(newPasswordProblem('x'.repeat(1025), 'x'.repeat(1025))).toBe('auth.passwordTooLong');
    expect(newPasswordProblem('a long enough one', 'a long enough one!')).toBe('auth.passwordMismatch');
    expect(newPasswordProblem('a long enough one', 'a long enough one')).toBeNull();
  });

  it('shows each rule met or not as the owner types', () => {
    expect(passwordRules('', '').map((rule) => rule.met)).toEqual([false, false]);
    expect(passwordRules('a long enough one', 'a long enough').map((rule) => rule.met)).toEqual([true, false]);
    expect(passwordRules('a long enough one', 'a long enough one').map((rule) => rule.met)).toEqual([true, true]);
    expect(passwordRules('short', 'short').map((rule) => rule.met)).toEqual([false, true]);
  });
});
