-- migration: rebuild pending
-- purpose: a catalog change made less than a minute after the last build hook call is remembered
--          (pending_since) instead of dropped; a scheduled function fires the hook for it once the
--          minute has passed, so the storefront always ends up built from the latest catalog.

alter table public.rebuild_hook_state add column pending_since timestamptz;
comment on column public.rebuild_hook_state.pending_since is 'First catalog change not yet covered by a build hook call; null when none.';
