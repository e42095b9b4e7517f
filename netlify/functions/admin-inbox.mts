// GET /api/admin/messages?cursor=&per_page= and GET /api/admin/newsletter-subscribers?page=&per_page=:
// the contact messages and the newsletter subscribers, newest first (contract: src/contract/admin/inbox.ts).
import type { Config } from '@netlify/functions';
import { pageQuerySchema } from '../../src/contract/admin/page.ts';
import { adminRoute } from '../../src/server/http/admin-route.ts';
import { readCursorQuery, subscribersPage } from '../../src/server/contact/admin-inbox.ts';
import { readQuery } from '../../src/server/http/admin-request.ts';
import { contactMessagesPage } from '../../src/server/contact/inbox-store.ts';
import { json } from '../../src/server/http/responses.ts';

export default adminRoute(async (req: Request) => {
  const url = new URL(req.url);
  if (url.pathname.endsWith('/newsletter-subscribers'))
    return json(await subscribersPage(readQuery(url, pageQuerySchema)));
  return json(await contactMessagesPage(readCursorQuery(url)));
});

export const config: Config = { path: ['/api/admin/messages', '/api/admin/newsletter-subscribers'], method: ['GET'] };
