// Importing a bank statement: in one transaction, the import row, each entry not seen before with
// its decision, and the matched orders made paid through set_order_status (the path of the admin's
// "mark paid": status history, paid_at), with the shopper's e-mails written into the outbox in that
// same transaction, as for the admin's status change. The same file again, or entries an earlier file brought, change nothing.
import { matchEntries, orderIdOfCommunication, type MatchedEntry, type OrderToMatch } from '../../../domain/payments/bank-reconciliation.ts';
import { Camt053Error, parseCamt053, type CamtEntry, type CamtStatementFile } from '../../../domain/payments/camt053.ts';
import { getSql } from '../../db/client.ts';
import { kickMailDelivery } from '../../mail/outbox/mail-delivery.ts';
import { queueStatusChangeEmail, setOrderStatus, type StatusChange } from '../../orders/order-status.ts';
import { fileError, type StatementUpload } from './statement-upload.ts';
import { getStatementImport, type StatementImportView } from './statement-views.ts';

export interface StatementImportResult {
  message: string;
  /** True when this very file was imported before: nothing was done now. */
  already_imported: boolean;
  /** Entries recorded by this upload (0 on a repeat). */
  new_entries: number;
  import: StatementImportView;
}

function parse(xml: string): CamtStatementFile {
  try {
    return parseCamt053(xml);
  } catch (error) {
    if (error instanceof Camt053Error) throw fileError(error.code, error.message);
    throw error;
  }
}

const historyNote = (entry: CamtEntry) => `bank statement ${entry.statementId}, entry ${entry.reference ?? entry.key}`.slice(0, 500);

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
    decision: entry.decision,
    reason: entry.reason,
    order_id: entry.orderId,
  };
}

export async function importBankStatement(upload: StatementUpload, actor: string): Promise<StatementImportResult> {
  const file = parse(upload.xml);
  const outcome = await getSql().begin(async (tx) => {
    // the same file twice is one import: the unique sha-256 also makes a concurrent twin wait here
    const [created] = await tx.unsafe<{ id: number }[]>(
      `insert into public.bank_statement_imports
         (file_sha256, file_name, message_id, camt_version, statement_ids, account_iban, entries_in_file, imported_by)
       select $1, $2, $3, $4, array(select jsonb_array_elements_text($5::text::jsonb)), $6, $7, $8
       on conflict (file_sha256) do nothing
       returning id`,
      [
        upload.sha256,
        upload.fileName,
        file.messageId.slice(0, 140),
        file.version,
        JSON.stringify(file.statements.map((s) => s.id)),
        file.statements[0]?.accountIban ?? null,
        file.entries.length,
        actor,
      ],
    );
    if (!created) {
      const [existing] = await tx.unsafe<{ id: number }[]>('select id from public.bank_statement_imports where file_sha256 = $1', [upload.sha256]);
      return { importId: existing!.id, alreadyImported: true, newEntries: 0, changes: [] as Omit<StatusChange, 'emailQueued'>[] };
    }

    const known = new Set(
      (
        await tx.unsafe<{ entry_key: string }[]>(
          'select entry_key from public.bank_statement_entries where entry_key in (select jsonb_array_elements_text($1::text::jsonb))',
          [JSON.stringify(file.entries.map((e) => e.key))],
        )
      ).map((r) => r.entry_key),
    );
    const fresh = file.entries.filter((entry) => !known.has(entry.key) && (known.add(entry.key), true));

    const orderIds = [...new Set(fresh.map((e) => (e.communication ? orderIdOfCommunication(e.communication) : null)).filter((id) => id !== null))];
    const ids = JSON.stringify(orderIds);
    // locked until the commit: a status change meanwhile (an admin, the expiry sweep) waits for this import
    const orders = await tx.unsafe<{ id: number; status: OrderToMatch['status']; total_cents: number; payment_method: string }[]>(
      `select id, status, total_cents, payment_method from public.orders
        where id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb)) order by id for update`,
      [ids],
    );
    const paidByBank = await tx.unsafe<{ order_id: number }[]>(
      `select distinct order_id from public.bank_statement_entries
        where decision = 'paid' and order_id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb))`,
      [ids],
    );
    const matched = matchEntries(
      fresh,
      orders.map((o) => ({ id: o.id, status: o.status, totalCents: o.total_cents, paymentMethod: o.payment_method })),
      new Set(paidByBank.map((r) => r.order_id)),
    );

    const changes: Omit<StatusChange, 'emailQueued'>[] = [];
    for (const entry of matched) {
      if (entry.decision !== 'paid') continue;
      const change = await setOrderStatus(tx, entry.orderId, 'paid', actor, historyNote(entry));
      await queueStatusChangeEmail(tx, change);
      changes.push(change);
    }
    if (matched.length > 0) {
      await tx.unsafe(
        `insert into public.bank_statement_entries
           (import_id, entry_key, statement_id, account_iban, reference, direction, amount_cents, currency, booking_date,
            communication, remittance, debtor_name, decision, reason, order_id)
         select $1, x.entry_key, x.statement_id, x.account_iban, x.reference, x.direction, x.amount_cents, x.currency, x.booking_date,
                x.communication, x.remittance, x.debtor_name, x.decision, x.reason, x.order_id
           from jsonb_to_recordset($2::text::jsonb) as x(entry_key text, statement_id text, account_iban text, reference text,
                direction text, amount_cents bigint, currency text, booking_date date, communication text, remittance text,
                debtor_name text, decision text, reason text, order_id bigint)`,
        [created.id, JSON.stringify(matched.map(entryRow))],
      );
    }
    await tx.unsafe('update public.bank_statement_imports set known_entries = $2 where id = $1', [created.id, file.entries.length - fresh.length]);
    return { importId: created.id, alreadyImported: false, newEntries: fresh.length, changes };
  });

  // the e-mails committed with the payments: delivery starts now, a mail server's trouble never undoes a payment
  if (outcome.changes.some((c) => c.changed)) void kickMailDelivery();
  const view = await getStatementImport(outcome.importId);
  const message = outcome.alreadyImported
    ? 'Ce relevé a déjà été importé : rien n’a changé.'
    : `Relevé importé : ${view.counts.paid} commande(s) payée(s), ${view.counts.review} écriture(s) à examiner.`;
  return { message, already_imported: outcome.alreadyImported, new_entries: outcome.newEntries, import: view };
}
