// GET /api/user (bearer token) -> 200 {id, email} of the signed-in admin (src/contract/auth.ts); 401 / 403.
import type { Config } from '@netlify/functions';
import type { AuthUserAnswer } from '../../src/contract/auth.ts';
import { requireAdmin } from '../../src/server/auth/require-admin.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(async (req: Request) => json((await requireAdmin(req)) satisfies AuthUserAnswer));

export const config: Config = { path: ['/api/user'], method: ['GET'] };
