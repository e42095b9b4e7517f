-- migration: back-in-stock alerts
-- purpose: a shopper on a sold-out product leaves an address to hear when it is back (double opt-in,
--          like the newsletter: only the confirmation token's sha-256 is kept). the alert's notice
--          e-mail is rendered when the alert is asked for (in the shopper's language, with its one-click
--          unsubscribe link) and kept on the row; when a product's stock goes from 0 to more, through
--          any path (the admin's product form, a cancelled order giving its units back, a script), the
--          trigger below writes one outbox row per confirmed alert of that product, in the same
--          statement as the restock: the restock and its e-mails commit or roll back together, and the
--          mail outbox delivers them (retries, exactly once per row). a restock from 3 to 8 sends
--          nothing; a product that sells out and comes back again sends again, until the shopper
--          unsubscribes (the row is deleted).
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite (gen_random_uuid
--       and sha256 are core since postgresql 13 and 11).

create table public.back_in_stock_alerts (
  id bigint generated always as identity primary key,
  product_id bigint not null references public.products (id) on delete cascade,
  email text not null check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  language public.shop_language not null default 'fr',
  consent_at timestamptz not null default now(),
  confirm_token_hash text not null check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  confirmed_at timestamptz,
  unsubscribe_token_hash text not null check (unsubscribe_token_hash ~ '^[0-9a-f]{64}$'),
  -- the notice, rendered in the shopper's language when the alert was asked for
  notice_subject text not null check (char_length(notice_subject) between 1 and 998),
  notice_html text not null,
  notice_text text not null,
  -- the right-hand side of the notices' message-ids (mail_from's domain when rendered)
  message_domain text not null check (message_domain ~ '^[^<>\s@]+$'),
  notified_count integer not null default 0 check (notified_count >= 0),
  last_notified_at timestamptz,
  created_at timestamptz not null default now(),
  constraint back_in_stock_alerts_product_email_key unique (product_id, email),
  constraint back_in_stock_alerts_confirm_token_key unique (confirm_token_hash),
  constraint back_in_stock_alerts_unsubscribe_token_key unique (unsubscribe_token_hash)
);
comment on table public.back_in_stock_alerts is
  'Shoppers waiting for a sold-out product (double opt-in), with the notice e-mail the restock trigger queues.';

-- the admin's count of waiting shoppers per product, and the trigger's lookup
create index back_in_stock_alerts_waiting_idx on public.back_in_stock_alerts (product_id) where confirmed_at is not null;

alter table public.back_in_stock_alerts enable row level security;
-- no policies: only the service role (the api functions) touches it.

-- one outbox row per confirmed alert when the stock comes back from 0
create function public.queue_back_in_stock_notices()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  with notified as (
    update public.back_in_stock_alerts a
       set notified_count = a.notified_count + 1, last_notified_at = now()
     where a.product_id = new.id and a.confirmed_at is not null
    returning a.email, a.notice_subject, a.notice_html, a.notice_text, a.message_domain
  )
  insert into public.outgoing_emails (kind, recipient, subject, html, text_body, message_id)
  select 'back_in_stock', n.email, n.notice_subject, n.notice_html, n.notice_text,
         gen_random_uuid()::text || '@' || n.message_domain
    from notified n;
  return null;
end;
$$;

create trigger products_back_in_stock
  after update of stock on public.products
  for each row
  when (old.stock = 0 and new.stock > 0)
  execute function public.queue_back_in_stock_notices();
