// The embedded default's outbox, readable in the browser: GET /outbox/{key} (list), /outbox/{key}/{id}
// (one message), GET /api/outbox/{key} (JSON: { messages, next, total }, newest first). Both lists page
// through every message kept, 200 at a time: `?before=<id>` (the `next` cursor of the page before) gives
// the older ones; `?limit=` (1-200) a smaller page. A malformed cursor or limit: 400 naming it. {key} is the per-install secret
// LOCAL_OUTBOX_KEY that `npm start` prints: the outbox holds password-reset links, so an address
// anyone on the machine could guess is no place for it. 404 for a wrong key, and whenever mail is not
// kept locally. Local only: the local runner and `npm run dev` mount it from src/local/functions;
// Netlify deploys netlify/functions alone, so no production bundle holds it.
import { timingSafeEqual } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { badRequest, notFound } from '../../server/http/errors.ts';
import { htmlPage } from '../../server/http/html-page.ts';
import { json, withErrors } from '../../server/http/responses.ts';
import { getEnv } from '../../server/config/env.ts';
import { localOutboxDir } from '../../server/mail/index.ts';
import { isOutboxId, listOutboxPage, OUTBOX_PAGE_SIZE, readOutboxMessage } from '../../server/mail/local-mailbox.ts';
import { renderOutboxList, renderOutboxMessage } from '../../server/mail/local-mailbox-page.ts';

/** The pages' inline styles, a message's images (inline data: or remote) and its sandboxed frame. */
const PAGE = {
  noindex: true,
  sources: { 'style-src': ["'unsafe-inline'"], 'img-src': ['data:', 'https:'], 'frame-src': ["'self'"] },
};

function keyMatches(given: string): boolean {
  const expected = getEnv().LOCAL_OUTBOX_KEY;
  if (!expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The page asked for: `before` (a message id) and `limit` (1 to 200), each checked. */
function pageQuery(url: URL): { before: string | undefined; limit: number } {
  const before = url.searchParams.get('before') ?? undefined;
  const rawLimit = url.searchParams.get('limit');
  const limit = rawLimit === null ? OUTBOX_PAGE_SIZE : Number(rawLimit);
  if (before !== undefined && !isOutboxId(before))
    throw badRequest('Invalid page cursor', { before: ['not a message id'] });
  if (!Number.isInteger(limit) || limit < 1 || limit > OUTBOX_PAGE_SIZE)
    throw badRequest('Invalid page size', { limit: [`an integer from 1 to ${OUTBOX_PAGE_SIZE}`] });
  return { before, limit };
}

export default withErrors(async (req: Request, context: Pick<Context, 'params'>) => {
  const dir = localOutboxDir();
  const key = context.params.key;
  if (!dir || key === undefined || !keyMatches(key)) throw notFound();
  const base = `/outbox/${encodeURIComponent(key)}`;
  const url = new URL(req.url);
  if (context.params.id !== undefined) {
    const message = await readOutboxMessage(dir, context.params.id);
    if (!message) throw notFound('No such message');
    return htmlPage(renderOutboxMessage(message, base), PAGE);
  }
  const query = pageQuery(url);
  const page = await listOutboxPage(dir, query);
  if (url.pathname.startsWith('/api/')) return json(page);
  return htmlPage(
    renderOutboxList(page.messages, base, { before: query.before, next: page.next, total: page.total }),
    PAGE,
  );
});

export const config: Config = { path: ['/outbox/:key', '/outbox/:key/:id', '/api/outbox/:key'], method: ['GET'] };
