-- migration: payments bound to their session; refunds owed on cancelled orders
-- purpose: - record_payment takes the provider's session id (Stripe Checkout Session, PayPal order,
--            test gateway session) and applies a payment only when provider and session are the ones
--            recorded on the order (orders.payment_provider / payment_id). Any other payment changes
--            nothing: it is kept for review in the order's payment events (result 'session_mismatch').
--          - a late payment reopens only an order that the expiry sweep cancelled (its latest
--            cancellation is the sweep's: actor 'system', the note expire_unpaid_orders_returning
--            writes). On an order an admin cancelled on purpose it changes no status: the order is
--            marked orders.refund_needed_at, a history row says why, the event's result is
--            'refund_needed'. A late payment that cannot take its stock back ('late_refused') is
--            marked the same way: in both cases money came in for an order that stays cancelled.
--          - "refund needed" is a mark on the order, not an order status: the statuses are the
--            spec's five (the Kanban has one column each). Leaving 'cancelled' (an admin who ships
--            after all) clears the mark.
--          the 4-argument record_payment is dropped rather than kept: code that calls it then fails
--          (500) and the providers retry their webhooks, instead of a payment applied unchecked.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.payment_events add column session_id text;
comment on column public.payment_events.session_id is 'The provider''s payment session a received payment belongs to (null for other outcomes).';

alter table public.payment_events drop constraint payment_events_result_check;
alter table public.payment_events add constraint payment_events_result_check
  check (result is null or result in ('paid', 'late_paid', 'late_refused', 'refund_needed', 'session_mismatch',
                                      'not_pending', 'amount_mismatch', 'unknown_order'));
comment on column public.payment_events.result is
  'What record_payment did with a received payment: paid, late_paid, late_refused, refund_needed, session_mismatch, not_pending, amount_mismatch, unknown_order.';

alter table public.orders add column refund_needed_at timestamptz;
comment on column public.orders.refund_needed_at is
  'When a payment came in for this order while it was cancelled and it stays cancelled: the money is to be refunded. Null otherwise.';

-- an order that leaves 'cancelled' keeps the money it received: nothing to refund any more.
create function public.orders_clear_refund_needed()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status <> 'cancelled' then
    new.refund_needed_at := null;
  end if;
  return new;
end;
$$;
comment on function public.orders_clear_refund_needed() is 'Clears orders.refund_needed_at when the order leaves cancelled.';

create trigger orders_clear_refund_needed before update of status on public.orders
  for each row when (old.status = 'cancelled' and new.status <> 'cancelled' and old.refund_needed_at is not null)
  execute function public.orders_clear_refund_needed();

-- the money of a payment stays with a cancelled order: the mark and a history row saying why.
create function public.mark_refund_needed(p_order_id bigint, p_actor text, p_note text)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.orders set refund_needed_at = coalesce(refund_needed_at, now()) where id = p_order_id;
  insert into public.order_status_history (order_id, from_status, to_status, changed_by, note)
  values (p_order_id, 'cancelled', 'cancelled', p_actor, p_note);
$$;
comment on function public.mark_refund_needed(bigint, text, text) is
  'Marks a cancelled order as owing a refund, with a history row (cancelled to cancelled) that says why.';

drop function public.record_payment(text, text, bigint, integer);

create function public.record_payment(p_provider text, p_event_id text, p_order_id bigint, p_amount_cents integer, p_session_id text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
  v_answer jsonb;
  v_result text;
  v_expired boolean;
begin
  insert into public.payment_events (provider, event_id, order_id, amount_cents, session_id)
  values (p_provider, p_event_id, (select o.id from public.orders o where o.id = p_order_id), p_amount_cents, p_session_id)
  on conflict (provider, event_id) do nothing;
  if not found then
    return jsonb_build_object('result', 'duplicate');
  end if;

  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    v_answer := jsonb_build_object('result', 'unknown_order');
    v_result := 'unknown_order';
  elsif v_order.payment_provider is distinct from p_provider or v_order.payment_id is distinct from p_session_id then
    -- a payment of another session (an older one, another provider's, another order's) is not this order's to apply.
    v_answer := jsonb_build_object('result', 'session_mismatch', 'status', v_order.status);
    v_result := 'session_mismatch';
  elsif p_amount_cents is distinct from v_order.total_cents then
    v_answer := jsonb_build_object('result', 'amount_mismatch', 'status', v_order.status);
    v_result := 'amount_mismatch';
  elsif v_order.status = 'cancelled' then
    -- who cancelled it last: the expiry sweep (the shopper paid in the last minute) or someone on purpose.
    select h.changed_by = 'system' and coalesce(h.note, '') like 'unpaid: payment time expired%' into v_expired
      from public.order_status_history h
     where h.order_id = p_order_id and h.to_status = 'cancelled' and h.from_status is distinct from 'cancelled'
     order by h.changed_at desc, h.id desc
     limit 1;
    if coalesce(v_expired, false) and v_order.paid_at is null then
      begin
        perform public.set_order_status(p_order_id, 'paid', p_provider, 'late payment ' || p_event_id);
        v_answer := jsonb_build_object('result', 'paid', 'status', 'paid', 'revived', true);
        v_result := 'late_paid';
      exception when sqlstate 'P0001' then
        -- the stock is gone: the order stays cancelled (this block's changes are undone), the money is to be refunded.
        perform public.mark_refund_needed(p_order_id, p_provider, 'refund needed: payment ' || p_event_id || ' came after the expiry and the stock is gone');
        v_answer := jsonb_build_object('result', 'not_pending', 'status', 'cancelled', 'refund_needed', true);
        v_result := 'late_refused';
      end;
    else
      perform public.mark_refund_needed(p_order_id, p_provider, 'refund needed: payment ' || p_event_id || ' came after the order was cancelled on purpose');
      v_answer := jsonb_build_object('result', 'refund_needed', 'status', 'cancelled', 'refund_needed', true);
      v_result := 'refund_needed';
    end if;
  elsif v_order.status <> 'pending' then
    v_answer := jsonb_build_object('result', 'not_pending', 'status', v_order.status);
    v_result := 'not_pending';
  else
    perform public.set_order_status(p_order_id, 'paid', p_provider, 'payment ' || p_event_id);
    v_answer := jsonb_build_object('result', 'paid', 'status', 'paid');
    v_result := 'paid';
  end if;

  update public.payment_events set result = v_result where provider = p_provider and event_id = p_event_id;
  return v_answer;
end;
$$;
comment on function public.record_payment(text, text, bigint, integer, text) is
  'Records a verified provider payment once, with its amount, session and what came of it; applies it only to the order whose recorded provider and session it names: marks a pending (or expiry-cancelled, if restockable) order paid when the amount is its total, marks a cancelled one as owing a refund.';

revoke execute on function public.mark_refund_needed(bigint, text, text) from public, anon, authenticated;
grant execute on function public.mark_refund_needed(bigint, text, text) to service_role;
revoke execute on function public.record_payment(text, text, bigint, integer, text) from public, anon, authenticated;
grant execute on function public.record_payment(text, text, bigint, integer, text) to service_role;
