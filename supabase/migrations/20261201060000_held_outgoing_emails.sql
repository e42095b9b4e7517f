-- A held e-mail: written into the outbox in the transaction of the change it tells about, but not sent
-- before `held_until` unless the step that completes it (a paid order's cancellation: its refund through
-- the provider, which gives the credit note to attach) rewrites it and releases it first (held_until
-- null). If that step never runs (the process died between the two) or fails, the sender takes the row
-- once `held_until` has passed, with the content written at the change: the shopper always gets exactly
-- one e-mail, the status change and its e-mail still commit together.
alter table public.outgoing_emails add column held_until timestamptz;
comment on column public.outgoing_emails.held_until is 'Not sent before this time unless released (set to null) by the step that completes the e-mail; null: sent when due.';
