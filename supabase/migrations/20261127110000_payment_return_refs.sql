-- migration: payment return references
-- purpose: the addresses a payment provider sends the shopper back to (success, cancel, paypal's
--          return) carry a reference instead of the order's access token: those addresses are
--          stored by the provider and written into the logs of every server and proxy on the way.
--          a reference is worth one way back, for a limited time:
--          - it is made by the server (hmac of the order's secret inputs and the provider, so the
--            provider's session, made once per order, keeps the same addresses when it is reused)
--            and only its sha-256 is stored here.
--          - each time the shopper is sent to the provider's page it is armed again: used_at cleared,
--            expires_at set to the end of that page's life (the order's stock hold, 30 minutes to
--            24 hours) plus a few minutes.
--          - the way back exchanges it once (used_at set by one update), then redirects to the
--            thank-you page with the token in the url fragment, which browsers never send to a
--            server. a used or expired reference opens nothing.
--          one row per order and provider; rows go with their order.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.payment_return_refs (
  ref_hash text primary key check (ref_hash ~ '^[0-9a-f]{64}$'),
  order_id bigint not null references public.orders (id) on delete cascade,
  provider text not null check (provider in ('stripe', 'paypal', 'test')),
  armed_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint payment_return_refs_order_provider_key unique (order_id, provider)
);
comment on table public.payment_return_refs is
  'One-use, short-lived references in the return urls given to payment providers, in place of the order access token.';
comment on column public.payment_return_refs.ref_hash is 'SHA-256 (hex) of the reference; the reference itself is never stored.';
comment on column public.payment_return_refs.expires_at is 'After this the reference opens nothing, until the shopper is sent to the provider again.';
comment on column public.payment_return_refs.used_at is 'When the shopper came back with it; null while it may still be used once.';

alter table public.payment_return_refs enable row level security;
-- no policies: only the service role (the api functions) touches it.
