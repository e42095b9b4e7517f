-- migration: shipping zones and rates, product weights, shipments with tracking
-- purpose: - shipping_zones: the owner's named zones, each a list of countries the shop ships to with a
--            rate (flat, or by the parcel's weight in bands) and an optional free-shipping threshold
--            (the goods after discount, vat included, as the shopper reads them). a country belongs to
--            one zone at most (the admin api checks it); a country in no zone is not shipped to.
--            amounts are vat-inclusive at the home (belgian) rate, like the catalogue's prices.
--          - products.weight_grams: the parcel's weight is the sum of its lines' weights (350 g: a
--            50 ml bottle with its box).
--          - orders keep the rate they were sold with: shipping_cents already holds the fee charged;
--            shipping_zone_name and shipping_weight_grams say how it was priced, so a later change of
--            the zones never rewrites an order.
--          - shipments: the parcels of an order (carrier, tracking number, number of parcels; the
--            tracking address for the carrier "other", https only). an order may have several.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.shipping_zones (
  id bigint generated always as identity primary key,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  countries text[] not null check (cardinality(countries) >= 1),
  position integer not null default 0 check (position >= 0),
  rate_kind text not null check (rate_kind in ('flat', 'weight')),
  -- the flat fee (rate_kind flat), vat-inclusive at the home rate
  flat_cents integer check (flat_cents is null or (flat_cents >= 0 and flat_cents <= 100000)),
  -- [{"up_to_grams": 500, "cents": 690}, ...] sorted by weight (rate_kind weight); heavier than the
  -- last band pays the last band
  weight_bands jsonb,
  free_from_cents integer check (free_from_cents is null or (free_from_cents >= 0 and free_from_cents <= 100000000)),
  updated_at timestamptz not null default now(),
  constraint shipping_zones_rate_check check (
    (rate_kind = 'flat' and flat_cents is not null)
    or (rate_kind = 'weight' and jsonb_typeof(weight_bands) = 'array' and jsonb_array_length(weight_bands) >= 1)
  )
);
comment on table public.shipping_zones is
  'Shipping zones: named country lists with a flat or weight-banded rate and an optional free-shipping threshold (euro cents, vat included).';

alter table public.shipping_zones enable row level security;
-- no policies: only the service role (the api functions) touches it.

-- a sensible belgian default, which a new shop (and the local seed) starts from and the owner edits in
-- the settings: belgium at the flat fee the shop charged until now (10,00 eur by default), free from
-- 300 eur of goods; the neighbours the shop ships to (the netherlands, france, germany) and the united
-- kingdom by weight (a 50 ml bottle with its box is 350 g). the shop ships to no other country yet, so
-- there is no "rest of the eu" zone: the owner adds one when the country list grows.
create function public.insert_default_shipping_zones()
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.shipping_zones (name, countries, position, rate_kind, flat_cents, weight_bands, free_from_cents)
  values
    ('Belgique', array['BE'], 0, 'flat',
      coalesce((select s.shipping_fee_cents from public.shop_settings s where s.id), 1000), null, 30000),
    ('Pays voisins', array['NL', 'FR', 'DE'], 1, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 1290}, {"up_to_grams": 5000, "cents": 1790}]'::jsonb, 40000),
    ('Royaume-Uni', array['UK'], 2, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 2490}, {"up_to_grams": 5000, "cents": 3490}]'::jsonb, null);
$$;
comment on function public.insert_default_shipping_zones() is
  'Inserts the default shipping zones (belgium, neighbours, united kingdom); the migration and a reset shop call it.';

select public.insert_default_shipping_zones();

alter table public.products
  add column weight_grams integer not null default 350 check (weight_grams > 0 and weight_grams <= 100000);
comment on column public.products.weight_grams is 'Shipping weight of one unit with its packaging, in grams.';

alter table public.orders
  add column shipping_zone_name text check (shipping_zone_name is null or char_length(shipping_zone_name) <= 80),
  add column shipping_weight_grams integer check (shipping_weight_grams is null or shipping_weight_grams >= 0);
comment on column public.orders.shipping_zone_name is 'The shipping zone the order was priced in (null: placed before zones).';

create table public.shipments (
  id bigint generated always as identity primary key,
  order_id bigint not null references public.orders (id) on delete cascade,
  carrier text not null check (carrier in ('bpost', 'postnl', 'dhl-parcel', 'dpd', 'gls', 'other')),
  tracking_number text not null check (char_length(btrim(tracking_number)) between 1 and 60),
  -- the carrier "other": the address the owner typed (https only)
  tracking_url text check (tracking_url is null or (tracking_url ~ '^https://[^\s]+$' and char_length(tracking_url) <= 500)),
  parcels integer not null default 1 check (parcels between 1 and 99),
  created_by text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint shipments_other_url_check check (carrier <> 'other' or tracking_url is not null)
);
comment on table public.shipments is 'The parcels of an order: carrier, tracking number and how many parcels.';
create index shipments_order_id_idx on public.shipments (order_id, id);

alter table public.shipments enable row level security;
-- no policies: only the service role (the api functions) touches it.
