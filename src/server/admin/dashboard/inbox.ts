// The admin inbox: contact messages (Netlify Blobs store 'contact-messages', written by POST
// /api/contact), paged by a cursor (see inbox-store.ts), and newsletter subscribers, paginated like the orders.
import { z } from 'zod';
import { CURSOR_PATTERN } from '../../contact/inbox-store.ts';
import { getSql } from '../../db/client.ts';
import { parseWith } from '../validation.ts';
import type { Page } from '../orders/admin-orders.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/** The query's parameters, an empty one counting as absent. */
const queryOf = (url: URL) => Object.fromEntries([...url.searchParams.entries()].filter(([, v]) => v !== ''));

export function readPageQuery(url: URL): z.infer<typeof pageQuery> {
  return parseWith(pageQuery, queryOf(url));
}

const cursorQuery = z.object({
  cursor: z.string().regex(CURSOR_PATTERN, 'must be a next_cursor from an earlier page').nullable().default(null),
  per_page: pageQuery.shape.per_page,
});

export function readCursorQuery(url: URL): z.infer<typeof cursorQuery> {
  return parseWith(cursorQuery, queryOf(url));
}

export interface Subscriber {
  id: number;
  email: string;
  language: string;
  consent_at: string;
  confirmed_at: string | null;
  created_at: string;
}

export async function subscribersPage(query: z.infer<typeof pageQuery>): Promise<Page<Subscriber>> {
  const sql = getSql();
  const [{ total } = { total: 0 }] = await sql.unsafe<{ total: number }[]>('select count(*)::int as total from public.newsletter_subscribers');
  const rows = await sql.unsafe<(Subscriber & { consent_at: Date; confirmed_at: Date | null; created_at: Date })[]>(
    `select id, email, language::text, consent_at, confirmed_at, created_at from public.newsletter_subscribers
     order by created_at desc, id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  return {
    data: rows.map((r) => ({ ...r, consent_at: iso(r.consent_at)!, confirmed_at: iso(r.confirmed_at), created_at: iso(r.created_at)! })),
    total,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
