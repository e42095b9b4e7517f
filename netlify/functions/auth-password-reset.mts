// POST /api/password-reset {email, language?} -> always 202 {message} (neutral: never says whether the
// account exists).
// POST /api/password-reset/check {token} -> 200 {email, token}: the e-mailed link still works (not used
// up; `token` is what confirm takes next: the same one, or for Supabase's token hash (spent by this
// check) a recovery ticket, see src/server/auth/recovery-ticket.ts);
// 400 {code: reset_token_used | reset_token_expired | invalid_reset_token, errors: {token}} otherwise.
// POST /api/password-reset/confirm {token, password} -> 200 {message, email}, 400 as check for a token
// that no longer works (with Supabase: anything but a recovery link's token hash or ticket, so a
// session's access token too), 422 for a password under 12 characters. All rate-limited (429).
import type { ErrorCode } from '../../src/contract/errors.ts';
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { LANGUAGES } from '../../src/domain/vocabulary/language.ts';
import { PASSWORD_CHANGED, RESET_SENT, RESET_TOKEN_EXPIRED, RESET_TOKEN_INVALID, RESET_TOKEN_USED } from '../../src/server/auth/auth-messages.ts';
import { MIN_PASSWORD_LENGTH, type ResetProblem } from '../../src/server/auth/auth-provider.ts';
import { getAuthProvider } from '../../src/server/auth/index.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { HttpError, notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

const request = z.object({
  email: z.string().trim().min(1, 'The e-mail is required.').max(254).pipe(z.email('Enter a valid e-mail address.')),
  language: z.enum(LANGUAGES).default('fr'),
});
const token = z.string().min(10, 'The reset token is missing.').max(4096);
const check = z.object({ token });
const confirm = z.object({
  token,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
    .max(1024, 'The password is too long.'),
});

const PROBLEMS: Record<ResetProblem, { message: string; code: ErrorCode }> = {
  used: { message: RESET_TOKEN_USED, code: 'reset_token_used' },
  expired: { message: RESET_TOKEN_EXPIRED, code: 'reset_token_expired' },
  invalid: { message: RESET_TOKEN_INVALID, code: 'invalid_reset_token' },
};

function deadLink(problem: ResetProblem): HttpError {
  const { message, code } = PROBLEMS[problem];
  return new HttpError(400, message, { fields: { token: [message] }, code });
}

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  const step = context.params.step;
  if (step === undefined) {
    await enforceRateLimit(context, 'password-reset', 5, 15 * 60);
    const { email, language } = await readJson(req, request);
    await getAuthProvider().requestPasswordReset(email, language);
    return json({ message: RESET_SENT }, { status: 202 });
  }
  if (step === 'check') {
    // opening the link checks it once; a reload or two is fine, guessing tokens is not
    await enforceRateLimit(context, 'password-reset-check', 30, 15 * 60);
    const result = await getAuthProvider().checkPasswordReset((await readJson(req, check)).token);
    if (!result.ok) throw deadLink(result.problem);
    return json({ email: result.email, token: result.token });
  }
  if (step !== 'confirm') throw notFound();
  await enforceRateLimit(context, 'password-reset-confirm', 10, 15 * 60);
  const body = await readJson(req, confirm);
  const result = await getAuthProvider().confirmPasswordReset(body.token, body.password);
  if (!result.ok) throw deadLink(result.problem);
  return json({ message: PASSWORD_CHANGED, email: result.email });
});

export const config: Config = { path: ['/api/password-reset', '/api/password-reset/:step'], method: ['POST'] };
