// Every back-office endpoint: the admin guard first (401 without a valid session, 403 for an account
// that is not an admin), then the handler; whatever either throws becomes the one error body
// {error, code, errors?} (src/server/http/responses.ts).
import type { Context } from '@netlify/functions';
import { requireAdmin } from '../auth/require-admin.ts';
import type { AuthUser } from '../auth/auth-provider.ts';
import { HttpError } from './errors.ts';
import { withErrors } from './responses.ts';

/** The context parts admin handlers read: the route's params, and waitUntil for the e-mails they queue. */
export type AdminContext = Pick<Context, 'params'> & Partial<Pick<Context, 'waitUntil'>>;

type AdminHandler = (req: Request, context: AdminContext, admin: AuthUser) => Promise<Response>;

export function adminRoute(handler: AdminHandler): (req: Request, context: AdminContext) => Promise<Response> {
  return withErrors(async (req: Request, context: AdminContext) => handler(req, context, await requireAdmin(req)));
}

/** 405 naming the methods the path takes. */
export function methodNotAllowed(allowed: string[]): HttpError {
  return new HttpError(405, `Method not allowed (allowed: ${allowed.join(', ')})`, { code: 'method_not_allowed' });
}
