-- migration: bank statements
-- purpose: reconciliation of bank transfers from the bank's camt.053 statement.
--          - bank_statement_imports: one row per statement file the owner uploaded (the same file
--            twice is the same import: its sha-256 is unique).
--          - bank_statement_entries: every entry of those files once, keyed by the account, the
--            statement id and the bank's reference of the entry (or a hash of the entry without
--            one), so importing a statement again, or a later file repeating its entries, changes
--            nothing. each entry keeps the decision taken: paid (the order it paid), review (left
--            to the owner, with the reason) or ignored (not a shopper's payment: a debit, an entry
--            not booked yet, a reversal).
--          the order becomes paid through public.set_order_status in the same transaction as the
--          entry's insert, like an admin's "mark paid".
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.bank_statement_imports (
  id bigint generated always as identity primary key,
  file_sha256 text not null check (file_sha256 ~ '^[0-9a-f]{64}$'),
  file_name text check (file_name is null or char_length(file_name) <= 255),
  message_id text not null check (char_length(message_id) between 1 and 140),
  camt_version text check (camt_version is null or camt_version ~ '^[0-9]{2}$'),
  statement_ids text[] not null default '{}',
  account_iban text,
  entries_in_file integer not null check (entries_in_file >= 0),
  -- entries of the file that an earlier import (another file) already recorded.
  known_entries integer not null default 0 check (known_entries >= 0),
  imported_by text not null,
  imported_at timestamptz not null default now(),
  constraint bank_statement_imports_file_sha256_key unique (file_sha256)
);
comment on table public.bank_statement_imports is 'Bank statement files (camt.053) the owner imported; the same file twice is one import.';

create table public.bank_statement_entries (
  id bigint generated always as identity primary key,
  import_id bigint not null references public.bank_statement_imports (id) on delete cascade,
  entry_key text not null check (char_length(entry_key) between 1 and 600),
  statement_id text not null,
  account_iban text,
  reference text,
  direction text not null check (direction in ('credit', 'debit')),
  amount_cents bigint not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  booking_date date,
  -- the 12 digits of the belgian structured communication found in the entry, if any.
  communication text check (communication is null or communication ~ '^[0-9]{12}$'),
  remittance text,
  debtor_name text,
  decision text not null check (decision in ('paid', 'review', 'ignored')),
  reason text check (
    (decision = 'paid' and reason is null)
    or (decision = 'review' and reason in ('no_communication', 'unknown_communication', 'not_eur', 'amount_short',
                                          'amount_over', 'duplicate', 'already_paid', 'order_cancelled', 'not_bank_transfer'))
    or (decision = 'ignored' and reason in ('debit', 'not_booked', 'reversal'))
  ),
  -- the order the communication names (kept null when the admin deletes that order later).
  order_id bigint references public.orders (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint bank_statement_entries_entry_key_key unique (entry_key)
);
comment on table public.bank_statement_entries is
  'Each bank statement entry once, with the reconciliation''s decision: paid (order_id), review (reason for the owner) or ignored.';
comment on column public.bank_statement_entries.entry_key is
  'account iban / statement id / bank reference (AcctSvcrRef or NtryRef, else a hash of the entry): importing it again changes nothing.';
create index bank_statement_entries_import_id_idx on public.bank_statement_entries (import_id, id);
create index bank_statement_entries_order_id_idx on public.bank_statement_entries (order_id) where order_id is not null;

alter table public.bank_statement_imports enable row level security;
alter table public.bank_statement_entries enable row level security;
-- no policies: only the service role (the api functions) touches these tables.
