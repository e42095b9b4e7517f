// Writing e-mails into the outbox (public.outgoing_emails), in the caller's transaction: the order or
// status change and its e-mails commit together, and nobody waits for a mail server. The content is
// rendered now and stored whole (subject, both bodies, the text of its inline QR code), so the e-mail says
// what was true when the change was made (a transfer's QR code while the order awaited it), and every
// attempt, however late, sends the same content under the same Message-ID.
import { randomUUID } from 'node:crypto';
import type { EmailKind } from '../../../contract/admin/order-emails.ts';
import { getEnv } from '../../config/env.ts';
import { assertMailConfigured } from '../../config/runtime-variables.ts';
import type { Db } from '../../db/client.ts';
import type { RenderedEmail } from '../email-layout.ts';
import { addressOf } from '../index.ts';

export interface QueuedEmail extends RenderedEmail {
  kind: EmailKind;
  orderId: number | null;
  to: string;
  replyTo?: string | undefined;
  /** Who asked for it: 'system' (the shop's own flow) or the admin who sent it again. */
  requestedBy?: string;
  /** Held for this long: not sent before, unless released by the step that completes it (held-emails.ts). */
  holdMs?: number;
}

/** A Message-ID of the shop's domain (MAIL_FROM's), unique per row: `<uuid>@<domain>`. */
export function newMessageId(): string {
  const domain = addressOf(getEnv().MAIL_FROM ?? 'no-reply@maison.local').split('@')[1] || 'maison.local';
  return `${randomUUID()}@${domain}`;
}

/** Inserts the e-mails (in this order, one statement) and returns their ids. */
export async function enqueueEmails(sql: Db, emails: QueuedEmail[]): Promise<number[]> {
  if (emails.length === 0) return [];
  // in the caller's transaction: a shop without SMTP_URL / MAIL_FROM answers 503 naming it, and the
  // order or change that would have told about it is rolled back with these rows
  assertMailConfigured();
  const rows = emails.map((e) => ({
    order_id: e.orderId,
    kind: e.kind,
    recipient: e.to,
    reply_to: e.replyTo ?? null,
    subject: e.subject,
    html: e.html,
    text_body: e.text,
    attachments: e.attachments ?? [],
    message_id: newMessageId(),
    requested_by: e.requestedBy ?? 'system',
    hold_seconds: e.holdMs === undefined ? null : e.holdMs / 1000,
  }));
  // one JSON text parameter, unpacked in its order: one round trip whatever the number of e-mails
  const inserted = await sql<{ id: number }[]>`
    insert into public.outgoing_emails (order_id, kind, recipient, reply_to, subject, html, text_body, attachments, message_id, requested_by, held_until)
    select (e->>'order_id')::bigint, e->>'kind', e->>'recipient', e->>'reply_to', e->>'subject', e->>'html', e->>'text_body',
           e->'attachments', e->>'message_id', e->>'requested_by',
           now() + make_interval(secs => (e->>'hold_seconds')::float8)
      from jsonb_array_elements(${JSON.stringify(rows)}::text::jsonb) with ordinality as a(e, n)
     order by a.n
    returning id`;
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}
