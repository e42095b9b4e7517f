-- migration: refunds through the payment provider
-- purpose: - payment_events keeps refunds beside payments: outcome 'refunded' (the provider took the
--            refund: its id as event_id, the amount) or 'refund_failed' (the provider refused or did
--            not answer). refunds_event_id names the received payment a refund is for, so the same
--            payment is never refunded twice (the provider's Idempotency-Key is derived from it too).
--          - public.record_refund writes the outcome in one statement: the event, the status history
--            row (cancelled to cancelled, actor and note saying what happened) and the order's
--            "refund needed" mark: cleared once every received payment is refunded, set when a
--            refund failed (the owner then refunds by hand, as before).
--          - bank_statement_entries.debtor_iban: the payer's account of a transfer (camt.053
--            RltdPties/DbtrAcct), shown on a paid transfer so the owner can pay it back.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.payment_events drop constraint payment_events_outcome_check;
alter table public.payment_events add constraint payment_events_outcome_check
  check (outcome in ('succeeded', 'declined', 'cancelled', 'expired', 'method_changed', 'refunded', 'refund_failed'));

alter table public.payment_events add column refunds_event_id text;
comment on column public.payment_events.refunds_event_id is
  'On a refunded or refund_failed row: the event_id (same provider) of the received payment it refunds.';
-- one successful refund per received payment
create unique index payment_events_one_refund_idx on public.payment_events (provider, refunds_event_id) where outcome = 'refunded';

alter table public.bank_statement_entries add column debtor_iban text
  check (debtor_iban is null or debtor_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$');
comment on column public.bank_statement_entries.debtor_iban is 'The payer''s IBAN (RltdPties/DbtrAcct/Id/IBAN), when the bank gives it.';

-- the outcome of a refund attempt, in one statement. p_ok: the provider took it (p_refund_id is its
-- refund id); else p_refund_id is our own attempt id and p_note says why it failed.
create function public.record_refund(p_order_id bigint, p_provider text, p_payment_event_id text, p_refund_id text,
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
  -- every received payment refunded: nothing is owed back any more
  update public.orders o set refund_needed_at = null
   where o.id = p_order_id
     and not exists (
       select 1 from public.payment_events p
        where p.order_id = p_order_id and p.outcome = 'succeeded' and p.amount_cents is not null
          and not exists (select 1 from public.payment_events r
                           where r.provider = p.provider and r.refunds_event_id = p.event_id and r.outcome = 'refunded'));
  return jsonb_build_object('result', 'refunded');
end;
$$;
comment on function public.record_refund(bigint, text, text, text, integer, boolean, text, text) is
  'Records a refund attempt once: the payment event, a history row, and the order''s refund-needed mark (cleared when all is refunded, set on failure).';

revoke execute on function public.record_refund(bigint, text, text, text, integer, boolean, text, text) from public, anon, authenticated;
grant execute on function public.record_refund(bigint, text, text, text, integer, boolean, text, text) to service_role;
