-- migration: storefront publish state
-- purpose: the storefront is static: a catalog or settings change shows there only once a build that
--          read it has gone live. the admin tells whether that has happened (pending, building,
--          live at hh:mm). both ways of building write the same row: the embedded default's local
--          runner (build start, build done) and, in production, the build hook call plus netlify's
--          deploy-succeeded / deploy-failed event functions.

create table public.storefront_publish_state (
  id boolean primary key default true check (id),
  last_change_at timestamptz,
  build_requested_at timestamptz,
  build_started_at timestamptz,
  build_failed_at timestamptz,
  live_at timestamptz,
  live_covers_until timestamptz
);
comment on table public.storefront_publish_state is 'Whether the static storefront shows the latest catalog / settings change (one row).';
comment on column public.storefront_publish_state.last_change_at is 'Latest change that needs a storefront build.';
comment on column public.storefront_publish_state.build_requested_at is 'Latest successful build hook call.';
comment on column public.storefront_publish_state.build_started_at is 'Latest build start (production: the build hook call, netlify starts or queues the build then).';
comment on column public.storefront_publish_state.build_failed_at is 'Latest failure of the build started last.';
comment on column public.storefront_publish_state.live_at is 'When the latest build went live.';
comment on column public.storefront_publish_state.live_covers_until is 'The live build includes every change made up to this time.';
alter table public.storefront_publish_state enable row level security;
-- no policies: only the service role (the api functions and the local runner) touches it.

insert into public.storefront_publish_state (id) values (true);
