// A sign-in the auth provider could not decide, as the API answers it: never 401 `invalid_credentials`
// (the password was not found wrong), logged once with the provider's status for the owner.
import { HttpError } from '../http/errors.ts';
import type { SignInProblem } from './auth-provider.ts';

const ANSWERS = {
  auth_misconfigured: [503, 'Sign-in is unavailable: the authentication service refuses the shop’s configuration.'],
  auth_rate_limited: [503, 'Sign-in is busy at the authentication service. Please try again in a minute.'],
  auth_unavailable: [503, 'Sign-in is unavailable: the authentication service did not answer. Please try again.'],
  email_not_confirmed: [403, 'This account has not confirmed its e-mail address yet.'],
} as const;

export function signInProblemError(problem: SignInProblem): HttpError {
  console.error(`sign-in: ${problem.code} (provider status ${problem.providerStatus ?? 'none'}): ${problem.message}`);
  const [status, message] = ANSWERS[problem.code];
  return new HttpError(status, message, {
    code: problem.code,
    ...(status === 503 ? { retryAfterSeconds: problem.code === 'auth_rate_limited' ? 60 : 30 } : {}),
  });
}
