-- migration: payment outcomes
-- purpose: an order's payment told truthfully.
--          - payment_events keeps every payment outcome of an order, not only the provider payments
--            it already processed once: the outcome (succeeded, declined, cancelled, expired,
--            method_changed) and the payment method it was about. a decline comes from the provider
--            (verified webhook, or paypal's capture answer), a cancellation from the shopper's return
--            from the payment page, a method change from the shopper on the order's page. the admin's
--            order details list them.
--          - orders.confirmation_sent_at: the order confirmation (the eu durable medium) goes out once,
--            when the contract is made: at placement for a bank transfer, when the payment succeeds for
--            a card or paypal. one update claims it, so a duplicate payment event sends nothing.
--          - change_order_payment_method: a pending order whose payment failed is paid another way,
--            without a second order holding the same stock.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.payment_events
  add column outcome text not null default 'succeeded'
    check (outcome in ('succeeded', 'declined', 'cancelled', 'expired', 'method_changed')),
  add column payment_method public.payment_method;
comment on table public.payment_events is
  'Payment outcomes of orders: provider events (processed once: a replay changes nothing) and what the shopper did on the payment page.';
comment on column public.payment_events.outcome is
  'succeeded: the provider reported the payment; declined / expired: the provider refused it or closed its page; cancelled: the shopper came back without paying; method_changed: the shopper chose another payment method.';
comment on column public.payment_events.payment_method is 'The payment method the event is about (for method_changed: the new one).';
create index payment_events_order_id_idx on public.payment_events (order_id, received_at);

-- record_payment inserts provider payments without a method: the order's method at that moment fills it.
create function public.payment_events_fill_method()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.payment_method is null and new.order_id is not null then
    select o.payment_method into new.payment_method from public.orders o where o.id = new.order_id;
  end if;
  return new;
end;
$$;
comment on function public.payment_events_fill_method() is 'Fills payment_events.payment_method from the order when the insert leaves it empty.';

create trigger payment_events_fill_method before insert on public.payment_events
  for each row execute function public.payment_events_fill_method();

update public.payment_events e
   set payment_method = o.payment_method
  from public.orders o
 where o.id = e.order_id and e.payment_method is null;

alter table public.orders add column confirmation_sent_at timestamptz;
comment on column public.orders.confirmation_sent_at is
  'When the order confirmation (the durable medium) went out; null while it has not (a card or paypal order before its payment).';

-- every order placed before this migration had its confirmation at placement. the touch trigger is
-- off meanwhile so updated_at keeps telling when each order last really changed.
alter table public.orders disable trigger orders_touch;
update public.orders set confirmation_sent_at = created_at where confirmation_sent_at is null;
alter table public.orders enable trigger orders_touch;

-- a pending order's new payment method: the provider session of the old one is forgotten and the
-- stock hold restarts with the new method's duration (an order an admin put back to pending has no
-- hold and keeps none). returns { result: 'changed' | 'unchanged' | 'not_pending' | 'not_found',
-- previous_method? }.
create function public.change_order_payment_method(p_order_id bigint, p_method public.payment_method, p_actor text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
  v_hold_minutes integer;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  if v_order.status <> 'pending' then
    return jsonb_build_object('result', 'not_pending', 'status', v_order.status);
  end if;
  if v_order.payment_method = p_method then
    return jsonb_build_object('result', 'unchanged');
  end if;

  select case p_method
           when 'credit-card' then s.hold_minutes_card
           when 'paypal' then s.hold_minutes_paypal
           else s.hold_minutes_bank_transfer
         end
    into v_hold_minutes
    from public.shop_settings s;

  update public.orders
     set payment_method = p_method,
         payment_provider = null,
         payment_id = null,
         hold_until = case when hold_until is null then null else now() + make_interval(mins => coalesce(v_hold_minutes, 60)) end
   where id = p_order_id;

  insert into public.payment_events (provider, event_id, order_id, outcome, payment_method)
  values (coalesce(nullif(p_actor, ''), 'shopper'), 'method-changed-' || gen_random_uuid()::text, p_order_id, 'method_changed', p_method);

  return jsonb_build_object('result', 'changed', 'previous_method', v_order.payment_method);
end;
$$;
comment on function public.change_order_payment_method(bigint, public.payment_method, text) is
  'Switches a pending order to another payment method, restarts its stock hold and records the change.';

revoke execute on function public.payment_events_fill_method() from public, anon, authenticated;
revoke execute on function public.change_order_payment_method(bigint, public.payment_method, text) from public, anon, authenticated;
grant execute on function public.change_order_payment_method(bigint, public.payment_method, text) to service_role;
