// Every back-office endpoint: the admin guard first, then the handler. Errors carry `message` as
// well as `error`, so a client written against the spec (which shows the server's `message`, or
// "Erreurs de validation:" and `errors`) works unchanged.
import type { Context } from '@netlify/functions';
import { requireAdmin } from '../auth/require-admin.ts';
import type { AuthUser } from '../auth/auth-provider.ts';
import { HttpError } from '../http/errors.ts';
import { json } from '../http/responses.ts';

/** The context parts admin handlers read: the route's params, and waitUntil for the e-mails they queue. */
export type AdminContext = Pick<Context, 'params'> & Partial<Pick<Context, 'waitUntil'>>;

export type AdminHandler = (req: Request, context: AdminContext, admin: AuthUser) => Promise<Response>;

export function adminRoute(handler: AdminHandler) {
  return async (req: Request, context: AdminContext): Promise<Response> => {
    try {
      const admin = await requireAdmin(req);
      return await handler(req, context, admin);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return json(
        {
          error: error.message,
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.fields ? { errors: error.fields } : {}),
        },
        { status: error.status, ...(error.status === 429 ? { headers: { 'retry-after': '60' } } : {}) },
      );
    }
  };
}

/** The method a request stands for: POST with a form field _method=PUT counts as PUT (spec section 7). */
export function methodNotAllowed(allowed: string[]): HttpError {
  return new HttpError(405, `Method not allowed (allowed: ${allowed.join(', ')})`, { code: 'method_not_allowed' });
}
