-- migration: invoices numbered as the law wants them
-- purpose: - one continuous series per calendar year (Brussels), e.g. 2026-000001: no gap, never
--            reused. public.invoice_series holds each year's last number; the next one is taken by
--            one upsert of that row, which locks it until the transaction ends, so a rolled-back
--            payment gives its number back and two payments at once get consecutive numbers.
--          - an invoice is issued when an order becomes paid, by a trigger on the orders row: in the
--            same statement that records the payment (set_order_status, called by record_payment, the
--            admin's status change and the bank statement import). An order keeps its invoice while
--            it is not credited (paid, back to pending, paid again: one invoice).
--          - a credit note, in the same series, cancels an invoice when its payment is refunded
--            (public.record_refund, replaced below); paid again after that, the order gets a new invoice.
--          - public.invoices keeps what was billed (order number, buyer, amounts, language): deleting
--            the order sets invoices.order_id to null and the number stays in the series.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.invoice_series (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number >= 1)
);
comment on table public.invoice_series is 'The last invoice or credit note number issued in each year: the series has no gap.';

create table public.invoices (
  id bigint generated always as identity primary key,
  year integer not null,
  seq integer not null check (seq >= 1),
  number text not null,
  kind text not null check (kind in ('invoice', 'credit_note')),
  -- null once the order was deleted: the document and its number stay
  order_id bigint references public.orders (id) on delete set null,
  order_number text not null,
  -- the invoice a credit note cancels
  credits_invoice_id bigint references public.invoices (id),
  buyer_name text not null,
  language text not null,
  total_cents integer not null,
  vat_cents integer not null,
  issued_at timestamptz not null default now(),
  constraint invoices_number_key unique (number),
  constraint invoices_year_seq_key unique (year, seq),
  constraint invoices_number_format check (number = year::text || '-' || lpad(seq::text, 6, '0')),
  constraint invoices_credit_note_has_invoice check ((kind = 'credit_note') = (credits_invoice_id is not null))
);
comment on table public.invoices is 'Invoices and credit notes, one gap-free series per year (YYYY-NNNNNN); never deleted.';
create index invoices_order_id_idx on public.invoices (order_id, id) where order_id is not null;
-- one credit note per invoice
create unique index invoices_one_credit_note_idx on public.invoices (credits_invoice_id) where kind = 'credit_note';

alter table public.invoice_series enable row level security;
alter table public.invoices enable row level security;
-- no policies: only the service role (the api functions) touches these tables.

-- the next number of this year's series (locks the year's row until the transaction ends)
create function public.next_invoice_number()
returns table (year integer, seq integer, number text)
language sql
security invoker
set search_path = ''
as $$
  with y as (select extract(year from now() at time zone 'Europe/Brussels')::integer as year),
       taken as (
         insert into public.invoice_series as s (year, last_number) select y.year, 1 from y
         on conflict on constraint invoice_series_pkey do update set last_number = s.last_number + 1
         returning s.year, s.last_number
       )
  select taken.year, taken.last_number, taken.year::text || '-' || lpad(taken.last_number::text, 6, '0') from taken;
$$;

-- the order's invoice in force: issued and not cancelled by a credit note
create function public.open_invoice_of(p_order_id bigint)
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select i.id from public.invoices i
   where i.order_id = p_order_id and i.kind = 'invoice'
     and not exists (select 1 from public.invoices c where c.credits_invoice_id = i.id)
   order by i.id desc limit 1;
$$;

create function public.issue_invoice_on_payment()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if public.open_invoice_of(new.id) is null then
    insert into public.invoices (year, seq, number, kind, order_id, order_number, buyer_name, language, total_cents, vat_cents)
    select n.year, n.seq, n.number, 'invoice', new.id, 'ML-' || lpad(new.id::text, 6, '0'),
           trim(coalesce(new.first_name, '') || ' ' || coalesce(new.last_name, '')), new.language, new.total_cents, new.vat_cents
      from public.next_invoice_number() n;
  end if;
  return new;
end;
$$;
comment on function public.issue_invoice_on_payment() is 'Issues the order''s invoice (next number of the year) when it becomes paid and has none in force.';

create trigger orders_issue_invoice after update of status on public.orders
  for each row when (new.status = 'paid' and old.status is distinct from 'paid')
  execute function public.issue_invoice_on_payment();

-- the credit note of a refunded order's invoice in force, if it has one
create function public.issue_credit_note(p_order_id bigint)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_number text;
begin
  select * into v_invoice from public.invoices where id = public.open_invoice_of(p_order_id);
  if not found then
    return null;
  end if;
  insert into public.invoices (year, seq, number, kind, order_id, order_number, credits_invoice_id, buyer_name, language, total_cents, vat_cents)
  select n.year, n.seq, n.number, 'credit_note', p_order_id, v_invoice.order_number, v_invoice.id, v_invoice.buyer_name,
         v_invoice.language, v_invoice.total_cents, v_invoice.vat_cents
    from public.next_invoice_number() n
  returning number into v_number;
  return v_number;
end;
$$;

-- record_refund as in 20261128120000_refunds.sql, and the credit note once everything is refunded
create or replace function public.record_refund(p_order_id bigint, p_provider text, p_payment_event_id text, p_refund_id text,
                                                p_amount_cents integer, p_ok boolean, p_actor text, p_note text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_status public.order_status;
begin
  select status into v_status from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  insert into public.payment_events (provider, event_id, order_id, outcome, amount_cents, refunds_event_id)
  values (p_provider, p_refund_id, p_order_id, case when p_ok then 'refunded' else 'refund_failed' end, p_amount_cents, p_payment_event_id)
  on conflict do nothing;
  if not found then
    return jsonb_build_object('result', 'duplicate');
  end if;
  insert into public.order_status_history (order_id, from_status, to_status, changed_by, note)
  values (p_order_id, v_status, v_status, p_actor, p_note);
  if not p_ok then
    update public.orders set refund_needed_at = coalesce(refund_needed_at, now()) where id = p_order_id;
    return jsonb_build_object('result', 'refund_failed');
  end if;
  -- everything refunded: nothing owed back, and no payment stands any more (paid again later, it gets a new date)
  update public.orders o set refund_needed_at = null, paid_at = null
   where o.id = p_order_id
     and not exists (
       select 1 from public.payment_events p
        where p.order_id = p_order_id and p.outcome = 'succeeded' and p.amount_cents is not null
          and not exists (select 1 from public.payment_events r
                           where r.provider = p.provider and r.refunds_event_id = p.event_id and r.outcome = 'refunded'));
  if found then
    -- nothing left to refund: the invoice in force is cancelled by a credit note
    return jsonb_build_object('result', 'refunded', 'credit_note', public.issue_credit_note(p_order_id));
  end if;
  return jsonb_build_object('result', 'refunded');
end;
$$;

revoke execute on function public.next_invoice_number() from public, anon, authenticated;
revoke execute on function public.open_invoice_of(bigint) from public, anon, authenticated;
revoke execute on function public.issue_credit_note(bigint) from public, anon, authenticated;
grant execute on function public.next_invoice_number() to service_role;
grant execute on function public.open_invoice_of(bigint) to service_role;
grant execute on function public.issue_credit_note(bigint) to service_role;
