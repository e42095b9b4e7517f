// GET /api/admin/messages?cursor=&per_page= -> {data: [contact message], per_page, next_cursor}, newest first;
//   `cursor` is the next_cursor of the page before (none for the newest page), null on the last page.
// GET /api/admin/newsletter-subscribers?page=&per_page= -> the same shape with subscribers.
import type { Config } from '@netlify/functions';
import { adminRoute } from '../../src/server/admin/admin-route.ts';
import { readCursorQuery, readPageQuery, subscribersPage } from '../../src/server/admin/dashboard/inbox.ts';
import { contactMessagesPage } from '../../src/server/contact/inbox-store.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(
  adminRoute(async (req: Request) => {
    const url = new URL(req.url);
    if (url.pathname.endsWith('/newsletter-subscribers')) return json(await subscribersPage(readPageQuery(url)));
    return json(await contactMessagesPage(readCursorQuery(url)));
  }),
);

export const config: Config = { path: ['/api/admin/messages', '/api/admin/newsletter-subscribers'], method: ['GET'] };
