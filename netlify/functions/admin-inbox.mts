// GET /api/admin/messages?page=&per_page= -> {data: [contact message], total, page, per_page, last_page}
// GET /api/admin/newsletter-subscribers?page=&per_page= -> the same shape with subscribers.
import type { Config } from '@netlify/functions';
import { adminRoute } from '../../src/server/admin/admin-route.ts';
import { contactMessagesPage, readPageQuery, subscribersPage } from '../../src/server/admin/dashboard/inbox.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(
  adminRoute(async (req: Request) => {
    const url = new URL(req.url);
    const query = readPageQuery(url);
    if (url.pathname.endsWith('/newsletter-subscribers')) return json(await subscribersPage(query));
    return json(await contactMessagesPage(query));
  }),
);

export const config: Config = { path: ['/api/admin/messages', '/api/admin/newsletter-subscribers'], method: ['GET'] };
