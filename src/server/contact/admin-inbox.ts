// The admin inbox: contact messages (Netlify Blobs store 'contact-messages', written by POST
// /api/contact), paged by a cursor (see inbox-store.ts), and newsletter subscribers, paged like the orders.
import { messagesQuerySchema, type MessagesQuery, type Subscriber } from '../../contract/admin/inbox.ts';
import { pageOf, type Page, type PageQuery } from '../../contract/admin/page.ts';
import { CURSOR_PATTERN } from './inbox-store.ts';
import { getSql } from '../db/client.ts';
import { onlyRow } from '../db/rows.ts';
import { readQuery } from '../http/admin-request.ts';

const cursorQuery = messagesQuerySchema.extend({
  cursor: messagesQuerySchema.shape.cursor.refine(
    (cursor) => cursor === null || CURSOR_PATTERN.test(cursor),
    'must be a next_cursor from an earlier page',
  ),
});

export function readCursorQuery(url: URL): MessagesQuery {
  return readQuery(url, cursorQuery);
}

export async function subscribersPage(query: PageQuery): Promise<Page<Subscriber>> {
  const sql = getSql();
  const { total } = onlyRow(
    await sql<{ total: number }[]>`select count(*)::int as total from public.newsletter_subscribers`,
    'subscriber count',
  );
  const rows = await sql<
    (Omit<Subscriber, 'consent_at' | 'confirmed_at' | 'unsubscribed_at' | 'created_at'> & {
      consent_at: Date;
      confirmed_at: Date | null;
      unsubscribed_at: Date | null;
      created_at: Date;
    })[]
  >`
    select id, email, language::text, consent_at, confirmed_at, unsubscribed_at, created_at
      from public.newsletter_subscribers
     order by created_at desc, id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`;
  const iso = (d: Date) => new Date(d).toISOString();
  return pageOf(
    rows.map((r) => ({
      ...r,
      consent_at: iso(r.consent_at),
      confirmed_at: r.confirmed_at === null ? null : iso(r.confirmed_at),
      unsubscribed_at: r.unsubscribed_at === null ? null : iso(r.unsubscribed_at),
      created_at: iso(r.created_at),
    })),
    total,
    query,
  );
}
