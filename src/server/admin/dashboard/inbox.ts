// The admin inbox: contact messages (Netlify Blobs store 'contact-messages', written by POST
// /api/contact) and newsletter subscribers, both paginated like the orders.
import { z } from 'zod';
import { listContactMessages, type ContactMessage } from '../../contact/contact-inbox.ts';
import { getSql } from '../../db/client.ts';
import { parseWith } from '../validation.ts';
import type { Page } from '../orders/admin-orders.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export function readPageQuery(url: URL): z.infer<typeof pageQuery> {
  return parseWith(pageQuery, Object.fromEntries([...url.searchParams.entries()].filter(([, v]) => v !== '')));
}

const MAX_MESSAGES = 1000;

export async function contactMessagesPage(query: z.infer<typeof pageQuery>): Promise<Page<ContactMessage>> {
  const all = await listContactMessages(MAX_MESSAGES);
  const start = (query.page - 1) * query.per_page;
  return {
    data: all.slice(start, start + query.per_page),
    total: all.length,
    page: query.page,
    per_page: query.per_page,
    last_page: Math.max(1, Math.ceil(all.length / query.per_page)),
  };
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
