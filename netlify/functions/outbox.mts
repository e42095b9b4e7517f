// The embedded default's outbox, readable in the browser: GET /outbox/{key} (list), /outbox/{key}/{id}
// (one message), GET /api/outbox/{key} (JSON list, newest first). {key} is the per-install secret
// LOCAL_OUTBOX_KEY that `npm start` prints: the outbox holds password-reset links, so an address
// anyone on the machine could guess is no place for it. 404 for a wrong key, and whenever mail is not
// kept locally (production), so nothing of it exists there.
import { timingSafeEqual } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { notFound } from '../../src/server/http/errors.ts';
import { htmlPage } from '../../src/server/http/html-page.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { getEnv } from '../../src/server/config/env.ts';
import { localOutboxDir } from '../../src/server/services/email/index.ts';
import { listOutbox, readOutboxMessage } from '../../src/server/services/email/outbox-mailer.ts';
import { renderOutboxList, renderOutboxMessage } from '../../src/server/services/email/outbox-page.ts';

/** The pages' inline styles, a message's images (inline data: or remote) and its sandboxed frame. */
const PAGE = { noindex: true, sources: { 'style-src': ["'unsafe-inline'"], 'img-src': ['data:', 'https:'], 'frame-src': ["'self'"] } };

function keyMatches(given: string): boolean {
  const expected = getEnv().LOCAL_OUTBOX_KEY;
  if (!expected) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export default withErrors(async (req: Request, context: Pick<Context, 'params'>) => {
  const dir = localOutboxDir();
  const key = context.params.key;
  if (!dir || key === undefined || !keyMatches(key)) throw notFound();
  const base = `/outbox/${encodeURIComponent(key)}`;
  const url = new URL(req.url);
  if (url.pathname.startsWith('/api/')) return json({ messages: await listOutbox(dir) });
  if (context.params.id !== undefined) {
    const message = await readOutboxMessage(dir, context.params.id);
    if (!message) throw notFound('No such message');
    return htmlPage(renderOutboxMessage(message, base), PAGE);
  }
  return htmlPage(renderOutboxList(await listOutbox(dir), base), PAGE);
});

export const config: Config = { path: ['/outbox/:key', '/outbox/:key/:id', '/api/outbox/:key'], method: ['GET'] };
