// POST /api/back-in-stock/confirm { token } (the alert's double opt-in) and
// POST /api/back-in-stock/unsubscribe { token } (the notice's unsubscribe link): asked by the
// storefront pages the e-mailed links open, token in their fragment (src/contract/confirmation-links.ts).
// POST /api/back-in-stock/unsubscribe?token=… with the form body List-Unsubscribe=One-Click: a mail
// client's one-click unsubscribe (RFC 8058), from the notice's List-Unsubscribe header.
// 200 { ok: true, product } (the perfume, in the alert's language); 404 for an unknown or used link; 422; 429.
import type { Config, Context } from '@netlify/functions';
import type { BackInStockLinkAnswer } from '../../src/contract/back-in-stock.ts';
import { confirmAlert, unsubscribeAlert } from '../../src/server/back-in-stock/alerts.ts';
import { readLinkToken, wellFormedToken } from '../../src/server/http/confirmation-link.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

/** The token of a one-click POST (RFC 8058: the URL carries it, the body says One-Click), else null. */
async function oneClickToken(req: Request, url: URL): Promise<string | null> {
  if (!url.searchParams.has('token')) return null;
  if (!(req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return null;
  // a clone: when this is not a one-click POST, readLinkToken still reads the body
  const body = new URLSearchParams((await req.clone().text()).slice(0, 1024));
  if (body.get('List-Unsubscribe') !== 'One-Click') return null;
  return wellFormedToken(url.searchParams.get('token')) ?? '';
}

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'back-in-stock-links', 30, 600);
  const url = new URL(req.url);
  const unsubscribing = url.pathname.replace(/\/+$/, '').endsWith('/unsubscribe');
  const oneClick = unsubscribing ? await oneClickToken(req, url) : null;
  const token = oneClick ?? (await readLinkToken(req));
  const act = unsubscribing ? unsubscribeAlert : confirmAlert;
  const product = token ? await act(token) : null;
  if (product === null) throw notFound('Unknown or used link');
  return json({ ok: true, product } satisfies BackInStockLinkAnswer);
});

export const config: Config = {
  path: ['/api/back-in-stock/confirm', '/api/back-in-stock/unsubscribe'],
  method: ['POST'],
};
