// POST /api/login {email, password} -> 200 {token, user: {id, email}}; 401 wrong credentials;
// 403 a valid account that is not on the shop's admin list; 429 over a limit: 10 attempts per 15 min per
// client address (an IPv6 client by its /64), and 10 failed sign-ins per 15 min per account (its e-mail,
// trimmed and lower-cased), from whatever addresses they come.
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { isAdmin } from '../../src/server/auth/admin-list.ts';
import { LOGIN_FAILED } from '../../src/server/auth/auth-messages.ts';
import { getAuthProvider } from '../../src/server/auth/index.ts';
import { NOT_AN_ADMIN } from '../../src/server/auth/require-admin.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { enforceRateLimit, takeAccountAttempt } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

const credentials = z.object({
  email: z.string().trim().min(1, 'The e-mail is required.').max(254).pipe(z.email('Enter a valid e-mail address.')),
  password: z.string().min(1, 'The password is required.').max(1024),
});

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'login', 10, 15 * 60);
  const { email, password } = await readJson(req, credentials);
  // taken before the password is checked (a guess over the limit learns nothing), given back on success
  const attempt = await takeAccountAttempt('login', email, 10, 15 * 60);
  const auth = getAuthProvider();
  const session = await auth.signIn(email, password);
  if (!session) throw new HttpError(401, LOGIN_FAILED, { code: 'invalid_credentials' });
  await attempt.giveBack();
  if (!(await isAdmin(session.user.id))) {
    await auth.signOut(session.token);
    throw new HttpError(403, NOT_AN_ADMIN, { code: 'not_admin' });
  }
  return json({ token: session.token, user: session.user });
});

export const config: Config = { path: ['/api/login'], method: ['POST'] };
