// The accountant's export in the admin API:
//   GET /api/admin/accounting-export?from=2026-07-01&to=2026-09-30&lang=fr -> a ZIP file: the period's
//       invoice and credit note PDFs, documents.csv (one line per document) and payments.csv (the
//       money received and refunded), the CSVs' headers in `lang` (the admin's language).
// Days are Brussels days, both included; at most a year and a day apart (one ZIP answer).
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { languageSchema } from '../common.ts';
import { daySchema } from './common.ts';

export const ACCOUNTING_MESSAGES = {
  day: 'Date attendue au format AAAA-MM-JJ.',
  order: 'La date de fin doit suivre la date de début.',
  span: 'Une période d’un an au plus.',
} as const;

const DAY_MS = 86_400_000;

export const accountingExportQuerySchema = z
  .object({
    from: daySchema.meta({ description: 'First Brussels day' }),
    to: daySchema.meta({ description: 'Last Brussels day (included)' }),
    lang: languageSchema.catch(DEFAULT_LANGUAGE),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: ACCOUNTING_MESSAGES.order });
    else if (span > 366 * DAY_MS) ctx.addIssue({ code: 'custom', path: ['to'], message: ACCOUNTING_MESSAGES.span });
  });
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;
