-- One-click unsubscribe (RFC 8058) for the e-mails a shopper may stop: the back-in-stock notice now
-- carries the address a mail client POSTs "List-Unsubscribe=One-Click" to, sent as the
-- List-Unsubscribe header with List-Unsubscribe-Post. Kept on the alert (rendered when the alert is
-- asked for, like the notice) and copied to the outbox row the restock trigger writes.
alter table public.outgoing_emails
  add column list_unsubscribe text check (list_unsubscribe is null or list_unsubscribe ~ '^https?://');
comment on column public.outgoing_emails.list_unsubscribe is 'The one-click unsubscribe address (List-Unsubscribe, with List-Unsubscribe-Post), or null for e-mails nobody unsubscribes from.';

alter table public.back_in_stock_alerts
  add column notice_list_unsubscribe text;
comment on column public.back_in_stock_alerts.notice_list_unsubscribe is 'The notice''s one-click unsubscribe address (null for alerts asked before it existed).';

-- the same trigger function, copying the one-click address to the notice's outbox row
create or replace function public.queue_back_in_stock_notices()
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
    returning a.email, a.notice_subject, a.notice_html, a.notice_text, a.message_domain, a.notice_list_unsubscribe
  )
  insert into public.outgoing_emails (kind, recipient, subject, html, text_body, message_id, list_unsubscribe)
  select 'back_in_stock', n.email, n.notice_subject, n.notice_html, n.notice_text,
         gen_random_uuid()::text || '@' || n.message_domain, n.notice_list_unsubscribe
    from notified n;
  return null;
end;
$$;
