-- migration: outgoing e-mails (transactional outbox)
-- purpose: every e-mail of the shop is a row written in the same transaction as the change it tells
--          about (an order placed, its status changed, a payment recorded): the order and its e-mails
--          commit or roll back together, and no request waits for the mail server. a sender (right
--          after the commit, and a scheduled run every minute) delivers the pending rows:
--          - it claims a row with a lease (lease_until, lease_token) taken by one update over
--            `for update skip locked`, so two senders never hold the same row; an attempt whose
--            sender died is retried once its lease ran out.
--          - the content is rendered when the row is written (subject, html, text; an inline qr code as
--            the text it encodes, drawn to png when sent): the e-mail says what was true at that moment,
--            and every retry sends the same content with the same message_id, so a receiving server can
--            tell a repeat.
--          - a failed attempt waits (next_attempt_at, growing backoff) and is tried again; after the
--            last attempt, or at once on a permanent refusal (smtp 5xx), the row is 'failed'.
--          the admin sees each e-mail of an order with its state, and a resend is a new row
--          (resend_of) with a new message_id, so the copy is not taken for the first one.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.outgoing_emails (
  id bigint generated always as identity primary key,
  -- the order the e-mail is about (null for the contact notice and the newsletter confirmation). a
  -- deleted order keeps its e-mails going out: what the shopper was told must still reach them.
  order_id bigint references public.orders (id) on delete set null,
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  recipient text not null check (char_length(recipient) between 3 and 320),
  reply_to text check (reply_to is null or char_length(reply_to) between 3 and 320),
  subject text not null check (char_length(subject) between 1 and 998),
  html text not null,
  text_body text not null,
  -- inline qr codes, drawn to png when sent: [{filename, cid, qrText, maxVersion}]
  attachments jsonb not null default '[]'::jsonb check (jsonb_typeof(attachments) = 'array'),
  message_id text not null check (message_id ~ '^[^<>\s@]+@[^<>\s@]+$'),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  lease_token text,
  last_error text check (last_error is null or char_length(last_error) <= 1000),
  sent_at timestamptz,
  resend_of bigint references public.outgoing_emails (id) on delete set null,
  requested_by text not null default 'system' check (char_length(requested_by) between 1 and 200),
  created_at timestamptz not null default now(),
  constraint outgoing_emails_message_id_key unique (message_id),
  constraint outgoing_emails_sent_has_time check ((status = 'sent') = (sent_at is not null))
);
comment on table public.outgoing_emails is
  'Transactional outbox: each e-mail of the shop, rendered when its change committed, delivered by the sender with retries.';
comment on column public.outgoing_emails.lease_until is 'While a sender holds the row (it is sending it); an expired lease lets another sender retry.';
comment on column public.outgoing_emails.attempts is 'Delivery attempts begun (counted when a sender claims the row).';
comment on column public.outgoing_emails.resend_of is 'The e-mail an admin sent again with this row.';

-- the sender's claim: due pending rows in order
create index outgoing_emails_due_idx on public.outgoing_emails (next_attempt_at, id) where status = 'pending';
-- an order's e-mails (the admin's order details; the reading order of one order's mails)
create index outgoing_emails_order_idx on public.outgoing_emails (order_id, id);

alter table public.outgoing_emails enable row level security;
-- no policies: only the service role (the api functions and the sender) touches it.
