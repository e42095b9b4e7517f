// POST /api/password-reset {email, language?} -> always 202 {message} (neutral: never says whether the
// account exists); POST /api/password-reset/confirm {token, password} -> 200 {message}, 400 for an
// invalid or expired token, 422 for a password under 12 characters. Both rate-limited (429).
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { LANGUAGES } from '../../src/domain/catalog/types.ts';
import { RESET_SENT, RESET_TOKEN_INVALID } from '../../src/server/auth/auth-messages.ts';
import { MIN_PASSWORD_LENGTH } from '../../src/server/auth/auth-provider.ts';
import { getAuthProvider } from '../../src/server/auth/index.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { HttpError, notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

const request = z.object({
  email: z.string().trim().min(1, 'The e-mail is required.').max(254).pipe(z.email('Enter a valid e-mail address.')),
  language: z.enum(LANGUAGES).default('fr'),
});
const confirm = z.object({
  token: z.string().min(10, 'The reset token is missing.').max(4096),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
    .max(1024, 'The password is too long.'),
});

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  const step = context.params.step;
  if (step === undefined) {
    await enforceRateLimit(context, 'password-reset', 5, 15 * 60);
    const { email, language } = await readJson(req, request);
    await getAuthProvider().requestPasswordReset(email, language);
    return json({ message: RESET_SENT }, { status: 202 });
  }
  if (step !== 'confirm') throw notFound();
  await enforceRateLimit(context, 'password-reset-confirm', 10, 15 * 60);
  const { token, password } = await readJson(req, confirm);
  if (!(await getAuthProvider().confirmPasswordReset(token, password))) {
    throw new HttpError(400, RESET_TOKEN_INVALID, { fields: { token: [RESET_TOKEN_INVALID] }, code: 'invalid_reset_token' });
  }
  return json({ message: 'Your password has been changed. You can now sign in.' });
});

export const config: Config = { path: ['/api/password-reset', '/api/password-reset/:step'], method: ['POST'] };
