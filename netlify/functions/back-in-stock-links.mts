// POST /api/back-in-stock/confirm { token } (the alert's double opt-in) and
// POST /api/back-in-stock/unsubscribe { token } (the notice's one-click unsubscribe): asked by the
// storefront pages the e-mailed links open, token in their fragment (src/contract/confirmation-links.ts).
// 200 { ok: true }; 404 for an unknown or used link; 422; 429.
import type { Config, Context } from '@netlify/functions';
import type { LinkTokenAnswer } from '../../src/contract/confirmation-links.ts';
import { confirmAlert, unsubscribeAlert } from '../../src/server/back-in-stock/alerts.ts';
import { readLinkToken } from '../../src/server/http/confirmation-link.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'back-in-stock-links', 30, 600);
  const token = await readLinkToken(req);
  const act = new URL(req.url).pathname.replace(/\/+$/, '').endsWith('/unsubscribe') ? unsubscribeAlert : confirmAlert;
  if (!(await act(token))) throw notFound('Unknown or used link');
  return json({ ok: true } satisfies LinkTokenAnswer);
});

export const config: Config = {
  path: ['/api/back-in-stock/confirm', '/api/back-in-stock/unsubscribe'],
  method: ['POST'],
};
