// POST /api/password-reset {email, language?} -> always 202 {message} (neutral: never says whether the
// account exists).
// POST /api/password-reset/check {token} -> 200 {email, token}: the e-mailed link still works (not used
// up; `token` is what confirm takes next: the same one, or for Supabase's token hash (spent by this
// check) a recovery ticket, see src/server/auth/recovery-ticket.ts).
// POST /api/password-reset/confirm {token, password} -> 200 {message, email}.
// A link that no longer works (with Supabase: anything but a recovery link's token hash or ticket, so
// a session's access token too): 422 {code: reset_token_used | reset_token_expired |
// invalid_reset_token, errors: {token}}; a password under 12 characters: 422 naming `password`. All
// rate-limited (429). Shapes: src/contract/auth.ts.
import type { Config, Context } from '@netlify/functions';
import {
  resetCheckRequestSchema,
  resetConfirmRequestSchema,
  resetRequestSchema,
  type ResetCheckAnswer,
  type ResetConfirmAnswer,
} from '../../src/contract/auth.ts';
import type { MessageAnswer } from '../../src/contract/common.ts';
import type { ErrorCode } from '../../src/contract/errors.ts';
import {
  PASSWORD_CHANGED,
  RESET_SENT,
  RESET_TOKEN_EXPIRED,
  RESET_TOKEN_INVALID,
  RESET_TOKEN_USED,
} from '../../src/server/auth/auth-messages.ts';
import type { ResetProblem } from '../../src/server/auth/auth-provider.ts';
import { getAuthProvider } from '../../src/server/auth/index.ts';
import { sendResetEmail } from '../../src/server/auth/reset-email.ts';
import { HttpError, notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';

const MAX_BODY_BYTES = 16 * 1024;

const PROBLEMS: Record<ResetProblem, { message: string; code: ErrorCode }> = {
  used: { message: RESET_TOKEN_USED, code: 'reset_token_used' },
  expired: { message: RESET_TOKEN_EXPIRED, code: 'reset_token_expired' },
  invalid: { message: RESET_TOKEN_INVALID, code: 'invalid_reset_token' },
};

/** The token was read, and refused: 422 naming it, with why in the code. */
function deadLink(problem: ResetProblem): HttpError {
  const { message, code } = PROBLEMS[problem];
  return new HttpError(422, message, { fields: { token: [message] }, code });
}

async function requestReset(req: Request): Promise<Response> {
  const { email, language } = await readRequest(req, resetRequestSchema, { maxBytes: MAX_BODY_BYTES });
  await getAuthProvider(sendResetEmail).requestPasswordReset(email, language);
  return json({ message: RESET_SENT } satisfies MessageAnswer, { status: 202 });
}

async function checkReset(req: Request): Promise<Response> {
  const { token } = await readRequest(req, resetCheckRequestSchema, { maxBytes: MAX_BODY_BYTES });
  const result = await getAuthProvider().checkPasswordReset(token);
  if (!result.ok) throw deadLink(result.problem);
  return json({ email: result.email, token: result.token } satisfies ResetCheckAnswer);
}

async function confirmReset(req: Request): Promise<Response> {
  const body = await readRequest(req, resetConfirmRequestSchema, { maxBytes: MAX_BODY_BYTES });
  const result = await getAuthProvider().confirmPasswordReset(body.token, body.password);
  if (!result.ok) throw deadLink(result.problem);
  return json({ message: PASSWORD_CHANGED, email: result.email } satisfies ResetConfirmAnswer);
}

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'> & DeployContext) => {
  refuseInPreview(context);
  const step = context.params.step;
  if (step === undefined) {
    await enforceRateLimit(context, 'password-reset', 5, 15 * 60);
    return requestReset(req);
  }
  if (step === 'check') {
    // opening the link checks it once; a reload or two is fine, guessing tokens is not
    await enforceRateLimit(context, 'password-reset-check', 30, 15 * 60);
    return checkReset(req);
  }
  if (step !== 'confirm') throw notFound();
  await enforceRateLimit(context, 'password-reset-confirm', 10, 15 * 60);
  return confirmReset(req);
});

export const config: Config = { path: ['/api/password-reset', '/api/password-reset/:step'], method: ['POST'] };
