-- migration: zone_delivery_days
-- purpose: the delivery time is promised per shipping zone (belgium is not the united kingdom):
--          - public.shipping_zones gets delivery_days_min and delivery_days_max (working days)
--          - every existing zone takes the single value the shop had until now
--            (shop_settings.delivery_days_min/max), so nothing a shopper reads changes
--          - shop_settings.delivery_days_min/max are dropped: one value per zone, no second source
--          - insert_default_shipping_zones (a new or reset shop) gives each default zone its own time
-- affected: public.shipping_zones (two columns), public.shop_settings (two columns dropped),
--           public.insert_default_shipping_zones()
-- notes: docs/shipping.md, "Delivery times per zone".

alter table public.shipping_zones
  add column delivery_days_min integer not null default 2,
  add column delivery_days_max integer not null default 5;

update public.shipping_zones z
   set delivery_days_min = s.delivery_days_min,
       delivery_days_max = s.delivery_days_max
  from public.shop_settings s
 where s.id;

alter table public.shipping_zones
  add constraint shipping_zones_delivery_days_check check (
    delivery_days_min >= 0 and delivery_days_max >= delivery_days_min and delivery_days_max <= 60
  );

comment on column public.shipping_zones.delivery_days_min is
  'Fewest working days from payment to delivery in this zone (the shop promises it on its pages and e-mails).';
comment on column public.shipping_zones.delivery_days_max is
  'Most working days from payment to delivery in this zone; also the end of the withdrawal window''s delivery estimate.';

alter table public.shop_settings drop column delivery_days_min, drop column delivery_days_max;

-- the default zones of a new shop, each with the time a belgian shop commonly promises there
create or replace function public.insert_default_shipping_zones()
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.shipping_zones (name, countries, position, rate_kind, flat_cents, weight_bands, free_from_cents,
                                     delivery_days_min, delivery_days_max)
  values
    ('Belgique', array['BE'], 0, 'flat',
      coalesce((select s.shipping_fee_cents from public.shop_settings s where s.id), 1000), null, 30000, 1, 2),
    ('Pays voisins', array['NL', 'FR', 'DE'], 1, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 1290}, {"up_to_grams": 5000, "cents": 1790}]'::jsonb, 40000, 2, 4),
    ('Reste de l''UE', array['AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HU', 'IE', 'IT',
                             'LV', 'LT', 'LU', 'MT', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'], 2, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 1990}, {"up_to_grams": 5000, "cents": 2990}]'::jsonb, 50000, 3, 7),
    ('Royaume-Uni', array['UK'], 3, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 2490}, {"up_to_grams": 5000, "cents": 3490}]'::jsonb, null, 3, 6);
$$;
comment on function public.insert_default_shipping_zones() is
  'Inserts the default shipping zones (belgium, neighbours, rest of the eu, united kingdom) with their delivery times; a reset shop calls it.';
