-- migration: every invoice and credit note keeps the vat it declares
-- purpose: - the vat return is read from the documents issued (invoices less credit notes of the quarter,
--            by their brussels issue day), not from the orders' statuses. a return groups by destination
--            country, vat scheme and rate, so each document now keeps those three as they were when it
--            was issued: an invoice copies its order's, a credit note its invoice's (a deleted order
--            leaves its documents, which still declare the same vat).
--          - a trigger before insert fills them, so every function that issues a document (on payment,
--            on settlement, on a refund) stays unchanged.
--          - backfill: documents of an existing order take its values; a document whose order was
--            deleted is taken as belgian, at the rate its own amounts show.
--          - public.issue_unissued_invoices() issues, dated on their payment, the invoices of orders paid
--            without one (a seed inserts paid orders whole, so no trigger issued them). it is for seeds
--            and benches only: a live shop's old orders are never invoiced after the fact.
--          - an index on the issue time: a quarter's return reads one range of it.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.invoices add column country text;
alter table public.invoices add column vat_scheme text;
alter table public.invoices add column vat_rate_bp integer;

update public.invoices i set country = o.country, vat_scheme = o.vat_scheme, vat_rate_bp = o.vat_rate_bp
  from public.orders o where o.id = i.order_id;
update public.invoices i set country = 'BE', vat_scheme = 'be',
       vat_rate_bp = case when i.total_cents - i.vat_cents = 0 then 0
                          else round(i.vat_cents::numeric * 10000 / (i.total_cents - i.vat_cents))::integer end
 where i.country is null;

alter table public.invoices alter column country set not null;
alter table public.invoices alter column vat_scheme set not null;
alter table public.invoices alter column vat_rate_bp set not null;
alter table public.invoices add constraint invoices_vat_scheme_check check (vat_scheme in ('be', 'oss', 'uk', 'export'));
alter table public.invoices add constraint invoices_vat_rate_bp_check check (vat_rate_bp between 0 and 10000);
comment on column public.invoices.country is 'Destination country the document declares VAT for (its order''s, or its invoice''s for a credit note).';

create index invoices_issued_at_idx on public.invoices (issued_at);

create function public.invoice_vat_of_order()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.country is null then
    if new.credits_invoice_id is not null then
      select i.country, i.vat_scheme, i.vat_rate_bp into new.country, new.vat_scheme, new.vat_rate_bp
        from public.invoices i where i.id = new.credits_invoice_id;
    else
      select o.country, o.vat_scheme, o.vat_rate_bp into new.country, new.vat_scheme, new.vat_rate_bp
        from public.orders o where o.id = new.order_id;
    end if;
  end if;
  return new;
end;
$$;
comment on function public.invoice_vat_of_order() is
  'Fills a new invoice''s country, VAT scheme and rate from its order, a credit note''s from the invoice it credits.';

create trigger invoices_vat_of_order before insert on public.invoices
  for each row execute function public.invoice_vat_of_order();

-- seeds and benches: the invoice of every order paid without one, issued on its payment time, numbered
-- per brussels year in the order of those times. returns how many were issued.
create function public.issue_unissued_invoices()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  with todo as (
    select o.id, o.paid_at, extract(year from o.paid_at at time zone 'Europe/Brussels')::integer as year,
           o.first_name, o.last_name, o.language, o.total_cents, o.vat_cents, o.country, o.vat_scheme, o.vat_rate_bp
      from public.orders o
     where o.paid_at is not null
       and not exists (select 1 from public.invoices i where i.order_id = o.id and i.kind = 'invoice')
  ), numbered as (
    select t.*, coalesce((select s.last_number from public.invoice_series s where s.year = t.year), 0)
                + row_number() over (partition by t.year order by t.paid_at, t.id)::integer as seq
      from todo t
  ), issued as (
    -- the vat columns written here too: a bench loads with triggers off (session_replication_role)
    insert into public.invoices (year, seq, number, kind, order_id, order_number, buyer_name, language, total_cents, vat_cents,
                                 issued_at, country, vat_scheme, vat_rate_bp)
    select n.year, n.seq, n.year::text || '-' || lpad(n.seq::text, 6, '0'), 'invoice', n.id, 'ML-' || lpad(n.id::text, 6, '0'),
           trim(coalesce(n.first_name, '') || ' ' || coalesce(n.last_name, '')), n.language, n.total_cents, n.vat_cents, n.paid_at,
           n.country, n.vat_scheme, n.vat_rate_bp
      from numbered n
     order by n.year, n.seq
    returning year, seq
  ), series as (
    insert into public.invoice_series as s (year, last_number)
    select year, max(seq) from issued group by year
    on conflict on constraint invoice_series_pkey do update set last_number = excluded.last_number
    returning 1
  )
  select count(*)::integer into v_count from issued;
  return v_count;
end;
$$;
comment on function public.issue_unissued_invoices() is
  'Seeds and benches only: issues, dated on their payment, the invoices of orders paid without one.';

revoke execute on function public.issue_unissued_invoices() from public, anon, authenticated;
grant execute on function public.issue_unissued_invoices() to service_role;
