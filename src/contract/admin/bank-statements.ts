// Bank statement reconciliation in the admin API:
//   POST /api/admin/bank-statements   multipart field `file` (or the XML as the body, application/xml), a CAMT.053
//        -> 201 {message, already_imported: false, new_entries, import}: matching credits paid their orders
//        -> 200 {message, already_imported: true, new_entries: 0, import}: the same file again, nothing done
//        -> 422 on `file`, code file_missing | file_too_large | not_xml | not_camt053 | invalid_camt053
//   GET  /api/admin/bank-statements?page=&per_page=  -> Page<import>, newest first
//   GET  /api/admin/bank-statements/{id}             -> one import
//   POST /api/admin/bank-statements/{id}/entries/{entry}/apply {order} -> 201 {message, import, order}: an
//        unmatched or "to review" credit applied to an order (its payment in the ledger, source statement);
//        422 naming `order` (not an order number, no such order), 409 entry_already_applied |
//        entry_not_applicable, 404 for no such line in that import
import { z } from 'zod';
import { IGNORE_REASONS, REVIEW_REASONS } from '../../domain/payments/bank-reconciliation.ts';
import { centsSchema, idSchema, instantSchema, orderStatusSchema } from '../common.ts';
import { daySchema } from './common.ts';
import { pageSchema } from './page.ts';

const STATEMENT_DECISIONS = ['paid', 'review', 'ignored'] as const;

/** An entry the owner sees: paid ones with their order, and those left to decide (ignored ones are only counted). */
export const statementEntrySchema = z.object({
  id: idSchema,
  statement_id: z.string(),
  reference: z.string().nullable(),
  booking_date: daySchema.nullable(),
  amount_cents: centsSchema,
  amount: z.number(),
  currency: z.string(),
  /** +++DDD/DDDD/DDDDD+++ as the shopper was given it, or null when none was found. */
  communication: z.string().nullable(),
  remittance: z.string().nullable(),
  debtor_name: z.string().nullable(),
  decision: z.enum(STATEMENT_DECISIONS),
  /** applied_by_hand: the owner applied the line to its order from the statement's screen. */
  reason: z.enum([...REVIEW_REASONS, ...IGNORE_REASONS, 'applied_by_hand']).nullable(),
  order_id: idSchema.nullable(),
  order_number: z.string().nullable(),
  /** What the order costs and where it stands now (to word an amount difference, a status). */
  order_total_cents: centsSchema.nullable(),
  order_status: orderStatusSchema.nullable(),
  /** The admin who applied the line to its order by hand (reason applied_by_hand), and when. */
  applied_by: z.string().nullable(),
  applied_at: instantSchema.nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementImportSchema = z.object({
  id: idSchema,
  file_name: z.string().nullable(),
  message_id: z.string(),
  camt_version: z.string().nullable(),
  statement_ids: z.array(z.string()),
  account_iban: z.string().nullable(),
  entries_in_file: z.number().int(),
  /** Entries an earlier import had already recorded. */
  known_entries: z.number().int(),
  imported_by: z.string(),
  imported_at: instantSchema,
  counts: z.object({ paid: z.number().int(), review: z.number().int(), ignored: z.number().int() }),
  entries: z.array(statementEntrySchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const statementImportPageSchema = pageSchema(statementImportSchema);

export const statementImportResultSchema = z.object({
  message: z.string(),
  /** True when this very file was imported before: nothing was done now. */
  already_imported: z.boolean(),
  /** Entries recorded by this upload (0 on a repeat). */
  new_entries: z.number().int(),
  import: statementImportSchema,
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

/** "ML-000021", "#21", "21" or 21: the order a statement line is applied to. */
export const orderReferenceSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(/^(?:#|ML-?)?0*[1-9][0-9]{0,14}$/i, 'an order number: ML-000021, #21 or 21')
    .transform((s) => Number(s.replace(/^(?:#|ML-?)/i, ''))),
]);

export const statementApplyRequestSchema = z.object({ order: orderReferenceSchema });
export type StatementApplyRequest = z.input<typeof statementApplyRequestSchema>;

export const statementApplyResultSchema = z.object({
  message: z.string(),
  import: statementImportSchema,
  /** The order paid by the line, its balance from the ledger now (partial or whole, or to refund below 0). */
  order: z.object({
    id: idSchema,
    number: z.string(),
    status: orderStatusSchema,
    balance_due_cents: z.number().int(),
  }),
});
export type StatementApplyResult = z.infer<typeof statementApplyResultSchema>;

export const STATEMENT_MESSAGES = {
  applied: (entry: string, order: string) => `Écriture ${entry} appliquée à la commande ${order}.`,
  noSuchOrder: 'no such order',
  alreadyApplied: 'This statement line is already applied to an order.',
  notApplicable: 'Only a credit in EUR left to review can pay an order.',
  noSuchEntry: 'No such line in this statement import.',
} as const;
