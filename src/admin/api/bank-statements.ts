// Bank statement reconciliation: upload a CAMT.053 file (with progress), list the earlier imports.
import type { Page } from './admin.ts';
import { apiRequest, apiUpload } from './client.ts';

export interface StatementEntry {
  id: number;
  reference: string | null;
  booking_date: string | null;
  amount_cents: number;
  currency: string;
  communication: string | null;
  debtor_name: string | null;
  decision: 'paid' | 'review' | 'ignored';
  reason: string | null;
  order_id: number | null;
  order_number: string | null;
  order_total_cents: number | null;
  order_status: string | null;
}

export interface StatementImport {
  id: number;
  file_name: string | null;
  entries_in_file: number;
  known_entries: number;
  imported_at: string;
  counts: { paid: number; review: number; ignored: number };
  entries: StatementEntry[];
}

export interface StatementImportResult {
  already_imported: boolean;
  new_entries: number;
  import: StatementImport;
}

export function uploadBankStatement(file: File, onProgress: (percent: number) => void): Promise<StatementImportResult> {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<StatementImportResult>('/admin/bank-statements', form, onProgress);
}

export const listBankStatements = (page: number, perPage: number) =>
  apiRequest<Page<StatementImport>>(`/admin/bank-statements?page=${page}&per_page=${perPage}`);
