-- migration: late payments
-- purpose: a provider may confirm a payment after the order's hold expired and the sweep cancelled
--          it (the shopper paid in the last minute). record_payment then takes the order back to
--          'paid' when the stock can be reserved again (set_order_status re-reserves, all or none);
--          otherwise the order stays cancelled, the event is kept, and the result says 'not_pending'
--          so the shop refunds. everything else is unchanged from 20261121100000_order_functions.

create or replace function public.record_payment(p_provider text, p_event_id text, p_order_id bigint, p_amount_cents integer)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  insert into public.payment_events (provider, event_id, order_id)
  values (p_provider, p_event_id, (select o.id from public.orders o where o.id = p_order_id))
  on conflict (provider, event_id) do nothing;
  if not found then
    return jsonb_build_object('result', 'duplicate');
  end if;

  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  if p_amount_cents is distinct from v_order.total_cents then
    return jsonb_build_object('result', 'amount_mismatch', 'status', v_order.status);
  end if;
  if v_order.status = 'cancelled' and v_order.paid_at is null then
    begin
      perform public.set_order_status(p_order_id, 'paid', p_provider, 'late payment ' || p_event_id);
      return jsonb_build_object('result', 'paid', 'status', 'paid', 'revived', true);
    exception when sqlstate 'P0001' then
      -- the stock is gone: the order stays cancelled (this block's changes are undone), the event stays recorded.
      return jsonb_build_object('result', 'not_pending', 'status', 'cancelled');
    end;
  end if;
  if v_order.status <> 'pending' then
    return jsonb_build_object('result', 'not_pending', 'status', v_order.status);
  end if;

  perform public.set_order_status(p_order_id, 'paid', p_provider, 'payment ' || p_event_id);
  return jsonb_build_object('result', 'paid', 'status', 'paid');
end;
$$;
comment on function public.record_payment(text, text, bigint, integer) is
  'Records a verified provider payment once; marks a pending (or expired, if restockable) order paid when the amount is its total.';
revoke execute on function public.record_payment(text, text, bigint, integer) from public, anon, authenticated;
grant execute on function public.record_payment(text, text, bigint, integer) to service_role;
