// The guard of every back-office endpoint: 401 without a valid session token, 403 for a valid
// account that is not on the shop's admin list.
import { HttpError } from '../http/errors.ts';
import { isAdmin } from './admin-list.ts';
import type { AuthUser } from './auth-provider.ts';
import { bearerToken } from './bearer.ts';
import { getAuthProvider } from './index.ts';

const NOT_SIGNED_IN = 'Authentication required.';
export const NOT_AN_ADMIN = "This account is not allowed to use the shop's administration.";

export async function requireUser(req: Request): Promise<{ user: AuthUser; token: string }> {
  const token = bearerToken(req);
  const user = token ? await getAuthProvider().verify(token) : null;
  if (!token || !user) throw new HttpError(401, NOT_SIGNED_IN, { code: 'unauthenticated' });
  return { user, token };
}

export async function requireAdmin(req: Request): Promise<AuthUser> {
  const { user } = await requireUser(req);
  if (!(await isAdmin(user.id))) throw new HttpError(403, NOT_AN_ADMIN, { code: 'not_admin' });
  return user;
}
