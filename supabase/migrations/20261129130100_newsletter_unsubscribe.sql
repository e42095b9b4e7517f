-- A subscriber may leave the newsletter (the unsubscribe page, by address): the row stays, with the
-- time they left, so the admin's list shows who left and when and no mailing reaches them again.
-- Subscribing again clears it (with a new double opt-in).
alter table public.newsletter_subscribers
  add column unsubscribed_at timestamptz;
comment on column public.newsletter_subscribers.unsubscribed_at is 'When the subscriber left the newsletter; null while subscribed (or waiting for confirmation).';
