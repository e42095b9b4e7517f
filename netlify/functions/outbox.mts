// The embedded default's outbox, readable in the browser: GET /outbox (list), /outbox/{id} (one
// message), GET /api/outbox (JSON list, newest first). 404 whenever mail is not kept locally
// (production), so nothing of it exists there.
import type { Config, Context } from '@netlify/functions';
import { notFound } from '../../src/server/http/errors.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { localOutboxDir } from '../../src/server/services/email/index.ts';
import { listOutbox, readOutboxMessage } from '../../src/server/services/email/outbox-mailer.ts';
import { renderOutboxList, renderOutboxMessage } from '../../src/server/services/email/outbox-page.ts';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'strict-transport-security': API_SECURITY_HEADERS['strict-transport-security']!,
  'permissions-policy': API_SECURITY_HEADERS['permissions-policy']!,
};

export default withErrors(async (req: Request, context: Pick<Context, 'params'>) => {
  const dir = localOutboxDir();
  if (!dir) throw notFound();
  const url = new URL(req.url);
  if (url.pathname.startsWith('/api/')) return json({ messages: await listOutbox(dir) });
  if (context.params.id !== undefined) {
    const message = await readOutboxMessage(dir, context.params.id);
    if (!message) throw notFound('No such message');
    return new Response(renderOutboxMessage(message), { headers: PAGE_HEADERS });
  }
  return new Response(renderOutboxList(await listOutbox(dir)), { headers: PAGE_HEADERS });
});

export const config: Config = { path: ['/outbox', '/outbox/:id', '/api/outbox'], method: ['GET'] };
