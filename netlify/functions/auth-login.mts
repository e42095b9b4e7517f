// POST /api/login {email, password} -> 200 {token, user: {id, email}} (src/contract/auth.ts); 401
// wrong credentials; 403 a valid account that is not on the shop's admin list; 422 naming a refused
// field; 429 over a limit: 10 attempts per 15 min per client address (an IPv6 client by its /64), and
// 10 failed sign-ins per 15 min per account (its e-mail, trimmed and lower-cased), from whatever
// addresses they come. A successful sign-in gives its attempt back on both; a 429's Retry-After is
// the seconds until the window ends. A sign-in the auth provider could not decide (its key refused,
// its rate limit, an outage: 503; an unconfirmed e-mail: 403) has its own code and gives both
// attempts back: only a wrong password counts.
import type { Config, Context } from '@netlify/functions';
import { loginRequestSchema, type LoginAnswer } from '../../src/contract/auth.ts';
import { isAdmin } from '../../src/server/auth/admin-list.ts';
import { LOGIN_FAILED } from '../../src/server/auth/auth-messages.ts';
import { SignInProblem } from '../../src/server/auth/auth-provider.ts';
import { getAuthProvider } from '../../src/server/auth/index.ts';
import { signInProblemError } from '../../src/server/auth/sign-in-problem.ts';
import { NOT_AN_ADMIN } from '../../src/server/auth/require-admin.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { takeAccountAttempt, takeAddressAttempt } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';

const MAX_BODY_BYTES = 16 * 1024;

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & DeployContext) => {
  refuseInPreview(context);
  const addressAttempt = await takeAddressAttempt(context, 'login', 10, 15 * 60);
  const { email, password } = await readRequest(req, loginRequestSchema, { maxBytes: MAX_BODY_BYTES });
  // taken before the password is checked (a guess over the limit learns nothing), given back on success
  const attempt = await takeAccountAttempt('login', email, 10, 15 * 60);
  const auth = getAuthProvider();
  const session = await auth.signIn(email, password).catch(async (error: unknown) => {
    if (!(error instanceof SignInProblem)) throw error;
    await Promise.all([attempt.giveBack(), addressAttempt.giveBack()]);
    throw signInProblemError(error);
  });
  if (!session) throw new HttpError(401, LOGIN_FAILED, { code: 'invalid_credentials' });
  // A successful sign-in gives its attempt back on every limit: only failures ever lock anyone out.
  await Promise.all([attempt.giveBack(), addressAttempt.giveBack()]);
  if (!(await isAdmin(session.user.id))) {
    await auth.signOut(session.token);
    throw new HttpError(403, NOT_AN_ADMIN, { code: 'not_admin' });
  }
  return json({ token: session.token, user: session.user } satisfies LoginAnswer);
});

export const config: Config = { path: ['/api/login'], method: ['POST'] };
