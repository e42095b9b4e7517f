-- migration: a payment event locks its order before anything else
-- purpose: public.record_payment inserted the payment event first; the ledger's trigger on that insert
--          writes the ledger and settles the order, and only then did the function lock the order's
--          row. two events of one order handled at once (a webhook's completed and its
--          async_payment_succeeded) could each hold what the other waited for: postgresql answered
--          "deadlock detected". the function now takes the order's row first, so two events of one
--          order run one after the other. the body is otherwise unchanged.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create or replace function public.record_payment(p_provider text, p_event_id text, p_order_id bigint, p_amount_cents integer, p_session_id text)
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
  -- the order's row first, before the event's insert: the ledger's trigger on that insert settles the
  -- order, so two events of one order at once (checkout.session.completed and
  -- async_payment_succeeded, delivered together) took the ledger's and the order's locks in opposite
  -- orders and deadlocked on postgresql.
  perform 1 from public.orders where id = p_order_id for update;

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
