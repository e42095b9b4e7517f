// POST /api/login {email, password} -> 200 {token, user: {id, email}}; 401 wrong credentials;
// 403 a valid account that is not on the shop's admin list; 429 over the limit (10 per 15 min per client).
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { isAdmin } from '../../src/server/auth/admin-list.ts';
import { LOGIN_FAILED } from '../../src/server/auth/auth-messages.ts';
import { getAuthProvider } from '../../src/server/auth/index.ts';
import { NOT_AN_ADMIN } from '../../src/server/auth/require-admin.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

const credentials = z.object({
  email: z.string().trim().min(1, 'The e-mail is required.').max(254).pipe(z.email('Enter a valid e-mail address.')),
  password: z.string().min(1, 'The password is required.').max(1024),
});

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'login', 10, 15 * 60);
  const { email, password } = await readJson(req, credentials);
  const auth = getAuthProvider();
  const session = await auth.signIn(email, password);
  if (!session) throw new HttpError(401, LOGIN_FAILED, { code: 'invalid_credentials' });
  if (!(await isAdmin(session.user.id))) {
    await auth.signOut(session.token);
    throw new HttpError(403, NOT_AN_ADMIN, { code: 'not_admin' });
  }
  return json({ token: session.token, user: session.user });
});

export const config: Config = { path: ['/api/login'], method: ['POST'] };
