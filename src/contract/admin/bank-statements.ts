// Bank statement reconciliation in the admin API:
//   POST /api/admin/bank-statements   multipart field `file` (or the XML as the body, application/xml), a CAMT.053
//        -> 201 {message, already_imported: false, new_entries, import}: matching credits paid their orders
//        -> 200 {message, already_imported: true, new_entries: 0, import}: the same file again, nothing done
//        -> 422 on `file`, code file_missing | file_too_large | not_xml | not_camt053 | invalid_camt053
//   GET  /api/admin/bank-statements?page=&per_page=  -> Page<import>, newest first
//   GET  /api/admin/bank-statements/{id}             -> one import
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
  reason: z.enum([...REVIEW_REASONS, ...IGNORE_REASONS]).nullable(),
  order_id: idSchema.nullable(),
  order_number: z.string().nullable(),
  /** What the order costs and where it stands now (to word an amount difference, a status). */
  order_total_cents: centsSchema.nullable(),
  order_status: orderStatusSchema.nullable(),
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
