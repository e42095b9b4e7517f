-- Whether the shop pays for returns. The product page's returns line, the terms and the FAQ all say
-- what this setting says: by default the return costs are the shopper's (as the terms always said),
-- and a shop that offers free returns switches it on in its settings.
alter table public.shop_settings
  add column free_returns boolean not null default false;
comment on column public.shop_settings.free_returns is 'True when the shop pays for returns; false: the direct cost of sending a bottle back is the shopper''s.';
