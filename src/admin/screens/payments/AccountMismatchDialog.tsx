// The bank import's account check in the back-office: the server refused a
// statement whose account is not the shop's IBAN (409 statement_account_mismatch, both accounts in
// its details). The owner reads both accounts and either cancels or imports it anyway, explicitly
// (the upload is sent again with ?confirm_account=1, which the import records).
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

export interface AccountMismatch {
  statementIban: string | null;
  shopIban: string | null;
}

/** The two accounts of a statement_account_mismatch refusal, or null for any other failure. */
export function accountMismatchOf(error: unknown): AccountMismatch | null {
  if (!(error instanceof ApiError) || error.code !== 'statement_account_mismatch') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { statementIban: text(error.details?.statement_iban), shopIban: text(error.details?.shop_iban) };
}

/** "BE83363012345615" as banks print it: "BE83 3630 1234 5615". */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

export function AccountMismatchDialog({
  mismatch,
  onConfirm,
  onCancel,
}: {
  mismatch: AccountMismatch | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const unknown = t('bankImportChecks.noAccount');
  return (
    <ConfirmDialog
      open={mismatch !== null}
      title={t('bankImportChecks.title')}
      message={t('bankImportChecks.message', {
        statement: mismatch?.statementIban ? grouped(mismatch.statementIban) : unknown,
        shop: mismatch?.shopIban ? grouped(mismatch.shopIban) : unknown,
      })}
      confirmLabel={t('bankImportChecks.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
