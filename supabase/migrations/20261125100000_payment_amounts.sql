-- migration: payment amounts
-- purpose: the admin's order details tell how much money actually came in and what became of it.
--          - payment_events.amount_cents: the amount a provider reported for a received payment
--            (null for the outcomes that moved no money, and for payments recorded before this).
--          - payment_events.result: what record_payment did with a received payment: 'paid' (the
--            order became paid), 'late_paid' (it came after the order's hold expired and the order
--            was taken back to paid), 'late_refused' (it came after the expiry and the stock was gone:
--            the order stays cancelled, the money is to be refunded), 'not_pending' (the order was
--            not waiting for a payment), 'amount_mismatch' (not the order's total), 'unknown_order'.
--          record_payment decides exactly as 20261121100200_late_payments; it only keeps the amount
--          and the result on the event it inserts.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.payment_events
  add column amount_cents integer check (amount_cents is null or amount_cents >= 0),
  add column result text
    check (result is null or result in ('paid', 'late_paid', 'late_refused', 'not_pending', 'amount_mismatch', 'unknown_order'));
comment on column public.payment_events.amount_cents is 'Euro cents the provider reported as received (succeeded outcomes only).';
comment on column public.payment_events.result is
  'What record_payment did with a received payment: paid, late_paid, late_refused, not_pending, amount_mismatch, unknown_order.';

create or replace function public.record_payment(p_provider text, p_event_id text, p_order_id bigint, p_amount_cents integer)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
  v_answer jsonb;
  v_result text;
begin
  insert into public.payment_events (provider, event_id, order_id, amount_cents)
  values (p_provider, p_event_id, (select o.id from public.orders o where o.id = p_order_id), p_amount_cents)
  on conflict (provider, event_id) do nothing;
  if not found then
    return jsonb_build_object('result', 'duplicate');
  end if;

  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    v_answer := jsonb_build_object('result', 'unknown_order');
    v_result := 'unknown_order';
  elsif p_amount_cents is distinct from v_order.total_cents then
    v_answer := jsonb_build_object('result', 'amount_mismatch', 'status', v_order.status);
    v_result := 'amount_mismatch';
  elsif v_order.status = 'cancelled' and v_order.paid_at is null then
    begin
      perform public.set_order_status(p_order_id, 'paid', p_provider, 'late payment ' || p_event_id);
      v_answer := jsonb_build_object('result', 'paid', 'status', 'paid', 'revived', true);
      v_result := 'late_paid';
    exception when sqlstate 'P0001' then
      -- the stock is gone: the order stays cancelled (this block's changes are undone), the event stays recorded.
      v_answer := jsonb_build_object('result', 'not_pending', 'status', 'cancelled');
      v_result := 'late_refused';
    end;
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
comment on function public.record_payment(text, text, bigint, integer) is
  'Records a verified provider payment once, with its amount and what came of it; marks a pending (or expired, if restockable) order paid when the amount is its total.';
revoke execute on function public.record_payment(text, text, bigint, integer) from public, anon, authenticated;
grant execute on function public.record_payment(text, text, bigint, integer) to service_role;
