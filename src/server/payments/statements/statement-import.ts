// Importing a bank statement: in one transaction, the import row, each entry not seen before with
// its decision (an entry that pays an order writes its ledger row by trigger), and the orders whose
// balance reached 0 settled by public.settle_order (pending -> paid, with the shopper's e-mail written
// into the outbox in that same transaction; shipped ones just become paid). The same file again, or entries an earlier
// file brought, change nothing.
import type { StatementImportResult } from '../../../contract/admin/bank-statements.ts';
import {
  matchEntries,
  orderIdOfCommunication,
  type MatchedEntry,
  type OrderToMatch,
} from '../../../domain/payments/bank-reconciliation.ts';
import {
  Camt053Error,
  parseCamt053,
  type CamtEntry,
  type CamtStatementFile,
} from '../../../domain/payments/camt053.ts';
import { getSql, type Db } from '../../db/client.ts';
import { kickMailDelivery } from '../../mail/queue/mail-delivery.ts';
import { queueStatusChangeEmail, type StatusChange } from '../../orders/order-status.ts';
import { onlyRow } from '../../db/rows.ts';
import { checkStatementAccount } from './statement-account.ts';
import { fileError, type StatementUpload } from './statement-upload.ts';
import { getStatementImport } from './statement-views.ts';

type Change = Omit<StatusChange, 'emailQueued'>;

function parse(xml: string): CamtStatementFile {
  try {
    return parseCamt053(xml);
  } catch (error) {
    // the problem's code and values, for the admin's own words (`details.problem`)
    if (error instanceof Camt053Error)
      throw fileError(error.code, error.message, { problem: error.problem, ...error.values });
    throw error;
  }
}

/** Who pays an order in its history: the statement, by its number (not the admin who imported it). */
const statementActor = (file: CamtStatementFile) =>
  `statement:${file.statements.map((s) => s.id).join(', ') || file.messageId}`.slice(0, 200);

const historyNote = (entry: CamtEntry) =>
  `bank statement ${entry.statementId}, entry ${entry.reference ?? entry.key}`.slice(0, 500);

function entryRow(entry: MatchedEntry) {
  return {
    entry_key: entry.key,
    statement_id: entry.statementId,
    account_iban: entry.accountIban,
    reference: entry.reference,
    direction: entry.direction,
    amount_cents: entry.amountCents,
    currency: entry.currency,
    booking_date: entry.bookingDate,
    communication: entry.communication,
    remittance: entry.remittance,
    debtor_name: entry.debtorName,
    debtor_iban: entry.debtorIban,
    decision: entry.decision,
    reason: entry.reason,
    order_id: entry.orderId,
  };
}

/** The import row of a file not seen before, or null: the same file twice is one import (its sha-256 is unique). */
async function recordImport(
  tx: Db,
  upload: StatementUpload,
  file: CamtStatementFile,
  actor: string,
  accountConfirmedBy: string | null,
): Promise<number | null> {
  // the unique sha-256 also makes a concurrent twin wait here
  const [created] = await tx<{ id: number }[]>`
    insert into public.bank_statement_imports
      (file_sha256, file_name, message_id, camt_version, statement_ids, account_iban, entries_in_file, imported_by, account_confirmed_by)
    values (${upload.sha256}, ${upload.fileName}, ${file.messageId.slice(0, 140)}, ${file.version},
            ${file.statements.map((s) => s.id)}::text[], ${file.statements[0]?.accountIban ?? null}, ${file.entries.length}, ${actor}, ${accountConfirmedBy})
    on conflict (file_sha256) do nothing
    returning id`;
  return created?.id ?? null;
}

/** The file's entries no earlier import recorded, each once. */
async function freshEntries(tx: Db, file: CamtStatementFile): Promise<CamtEntry[]> {
  const rows = await tx<{ entry_key: string }[]>`
    select entry_key from public.bank_statement_entries where entry_key = any(${file.entries.map((e) => e.key)}::text[])`;
  const known = new Set(rows.map((r) => r.entry_key));
  return file.entries.filter((entry) => !known.has(entry.key) && (known.add(entry.key), true));
}

/** The fresh entries' decisions, against the orders their communications name (locked until the commit). */
async function decide(tx: Db, fresh: CamtEntry[]): Promise<MatchedEntry[]> {
  const orderIds = [
    ...new Set(
      fresh.map((e) => (e.communication ? orderIdOfCommunication(e.communication) : null)).filter((id) => id !== null),
    ),
  ];
  // locked: a status change meanwhile (an admin, the expiry sweep) waits for this import
  const orders = await tx<
    {
      id: number;
      status: OrderToMatch['status'];
      total_cents: number;
      payment_method: string;
      placed_on: string;
      due_cents: number;
    }[]
  >`
    select o.id, o.status, o.total_cents, o.payment_method, to_char(o.created_at at time zone 'Europe/Brussels', 'YYYY-MM-DD') as placed_on,
           b.balance_due_cents as due_cents
      from public.orders o join public.order_balances b on b.order_id = o.id
     where o.id = any(${orderIds}::bigint[]) order by o.id for update of o`;
  const paidByBank = await tx<{ order_id: number }[]>`
    select distinct order_id from public.bank_statement_entries where decision = 'paid' and order_id = any(${orderIds}::bigint[])`;
  return matchEntries(
    fresh,
    orders.map((o) => ({
      id: o.id,
      status: o.status,
      totalCents: o.total_cents,
      paymentMethod: o.payment_method,
      placedOn: o.placed_on,
      dueCents: o.due_cents,
    })),
    new Set(paidByBank.map((r) => r.order_id)),
  );
}

/**
 * After the entries (their money is in the ledger by then): each order they paid settled, whatever its
 * status (pending -> paid with its e-mail; shipped or completed stay, paid now, with no e-mail).
 */
async function settleOrders(tx: Db, matched: MatchedEntry[], actor: string): Promise<Change[]> {
  const changes: Change[] = [];
  const seen = new Set<number>();
  for (const entry of matched) {
    if (entry.decision !== 'paid' || seen.has(entry.orderId)) continue;
    seen.add(entry.orderId);
    const [before] = await tx<
      { status: Change['status'] }[]
    >`select status from public.orders where id = ${entry.orderId}`;
    const [row] = await tx<{ paid: boolean }[]>`
      select public.settle_order(${entry.orderId}, ${actor}, ${historyNote(entry)}) as paid`;
    if (!before || !row?.paid || before.status !== 'pending') continue;
    const change: Change = { orderId: entry.orderId, status: 'paid', previousStatus: before.status, changed: true };
    await queueStatusChangeEmail(tx, change);
    changes.push(change);
  }
  return changes;
}

async function recordEntries(tx: Db, importId: number, matched: MatchedEntry[], known: number): Promise<void> {
  if (matched.length > 0) {
    await tx`
      insert into public.bank_statement_entries
        (import_id, entry_key, statement_id, account_iban, reference, direction, amount_cents, currency, booking_date,
         communication, remittance, debtor_name, debtor_iban, decision, reason, order_id)
      select ${importId}, x.entry_key, x.statement_id, x.account_iban, x.reference, x.direction, x.amount_cents, x.currency, x.booking_date,
             x.communication, x.remittance, x.debtor_name, x.debtor_iban, x.decision, x.reason, x.order_id
        from jsonb_to_recordset(${JSON.stringify(matched.map(entryRow))}::text::jsonb) as x(entry_key text, statement_id text, account_iban text,
             reference text, direction text, amount_cents bigint, currency text, booking_date date, communication text, remittance text,
             debtor_name text, debtor_iban text, decision text, reason text, order_id bigint)`;
  }
  await tx`update public.bank_statement_imports set known_entries = ${known} where id = ${importId}`;
}

interface Outcome {
  importId: number;
  alreadyImported: boolean;
  newEntries: number;
  changes: Change[];
}

/** The whole import in one transaction; `confirmAccount`: the owner confirmed a statement of another account than the shop's. */
function importInTransaction(
  upload: StatementUpload,
  file: CamtStatementFile,
  actor: string,
  confirmAccount: boolean,
): Promise<Outcome> {
  return getSql().begin(async (tx) => {
    const accountConfirmedBy = await checkStatementAccount(tx, file, confirmAccount ? actor : null);
    const importId = await recordImport(tx, upload, file, actor, accountConfirmedBy);
    if (importId === null) {
      const existing = onlyRow(
        await tx<{ id: number }[]>`select id from public.bank_statement_imports where file_sha256 = ${upload.sha256}`,
        'earlier import',
      );
      return { importId: existing.id, alreadyImported: true, newEntries: 0, changes: [] };
    }
    const fresh = await freshEntries(tx, file);
    const matched = await decide(tx, fresh);
    await recordEntries(tx, importId, matched, file.entries.length - fresh.length);
    const changes = await settleOrders(tx, matched, statementActor(file));
    return { importId, alreadyImported: false, newEntries: fresh.length, changes };
  });
}

export async function importBankStatement(
  upload: StatementUpload,
  actor: string,
  options: { confirmAccount?: boolean } = {},
): Promise<StatementImportResult> {
  const outcome = await importInTransaction(upload, parse(upload.xml), actor, options.confirmAccount === true);
  // the e-mails committed with the payments: delivery starts now, a mail server's trouble never undoes a payment
  if (outcome.changes.some((c) => c.changed)) void kickMailDelivery();
  const view = await getStatementImport(outcome.importId);
  const message = outcome.alreadyImported
    ? 'Ce relevé a déjà été importé : rien n’a changé.'
    : `Relevé importé : ${view.counts.paid} commande(s) payée(s), ${view.counts.review} écriture(s) à examiner.`;
  return { message, already_imported: outcome.alreadyImported, new_entries: outcome.newEntries, import: view };
}
