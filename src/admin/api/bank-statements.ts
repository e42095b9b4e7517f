// Bank statement reconciliation: upload a CAMT.053 file (with progress), list the earlier imports.
import {
  statementApplyResultSchema,
  statementImportPageSchema,
  statementImportResultSchema,
} from '../../contract/admin/bank-statements.ts';
import { apiRequest, apiUpload } from './client.ts';

export type { StatementEntry, StatementImport, StatementImportResult } from '../../contract/admin/bank-statements.ts';

/** `confirmAccount`: the owner confirmed importing a statement of another account than the shop's IBAN. */
export function uploadBankStatement(file: File, onProgress: (percent: number) => void, confirmAccount = false) {
  const form = new FormData();
  form.set('file', file);
  return apiUpload(
    `/admin/bank-statements${confirmAccount ? '?confirm_account=1' : ''}`,
    form,
    statementImportResultSchema,
    onProgress,
  );
}

export const listBankStatements = (page: number, perPage: number) =>
  apiRequest(`/admin/bank-statements?page=${page}&per_page=${perPage}`, { answer: statementImportPageSchema });

/** An unmatched or "to review" line applied to an order ("ML-000021", "#21" or "21"): the import as it is now, and the order's balance. */
export const applyStatementEntry = (importId: number, entryId: number, order: string) =>
  apiRequest(`/admin/bank-statements/${importId}/entries/${entryId}/apply`, {
    method: 'POST',
    body: { order },
    answer: statementApplyResultSchema,
  });
