// POST /api/logout (bearer token) -> 200 {message}: the session is revoked; 401 without a valid token.
import type { Config } from '@netlify/functions';
import type { MessageAnswer } from '../../src/contract/common.ts';
import { getAuthProvider } from '../../src/server/auth/index.ts';
import { requireUser } from '../../src/server/auth/require-admin.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(async (req: Request) => {
  const { token } = await requireUser(req);
  await getAuthProvider().signOut(token);
  return json({ message: 'Signed out.' } satisfies MessageAnswer);
});

export const config: Config = { path: ['/api/logout'], method: ['POST'] };
