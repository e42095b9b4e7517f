// "Apply to an order" on a statement line the import could not match or left to review: the owner
// types the order's number (prefilled with the order the line names, if any); the line then pays it
// (partly, wholly, or more: to refund), its money in the order's ledger with the statement's number.
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { applyStatementEntry, type StatementEntry, type StatementImport } from '../../api/bank-statements.ts';
import { failureText } from '../../api/failure-text.ts';
import { ActionForm } from '../../components/ActionForm.tsx';
import { FormField } from '../../components/FormField.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatCents } from '../../logic/format.ts';

/** The order's balance after the line: still due, settled, or to refund. */
function balanceText(cents: number, t: TFunction, language: string): string {
  if (cents === 0) return t('ledger.settled');
  return cents > 0
    ? t('ledger.due', { amount: formatCents(cents, language) })
    : t('ledger.toRefund', { amount: formatCents(-cents, language) });
}

function failure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.fields?.order) return t('bankStatements.apply.noSuchOrder');
  return failureText(error, 'bankStatements.apply.error', t);
}

export function ApplyToOrder({
  importId,
  entry,
  onApplied,
}: {
  importId: number;
  entry: StatementEntry;
  onApplied: (next: StatementImport) => void;
}) {
  const { t, i18n } = useTranslation();
  const action = usePendingAction<'apply'>();
  const [order, setOrder] = useState(entry.order_number ?? '');
  const [missing, setMissing] = useState(false);
  const id = `apply-${entry.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(order.trim() === '');
    if (order.trim() === '') return;
    const outcome = await action.run(
      'apply',
      () => applyStatementEntry(importId, entry.id, order.trim()),
      (error) => failure(error, t),
    );
    if (outcome.status !== 'done') return;
    const { order: paid, import: next } = outcome.value;
    const balance = balanceText(paid.balance_due_cents, t, i18n.language);
    showToast('success', t('bankStatements.apply.done', { number: paid.number, balance }));
    onApplied(next);
  };
  return (
    <ActionForm
      label={t('bankStatements.apply.title')}
      submitLabel={t('bankStatements.apply.submit')}
      busy={action.isPending('apply')}
      error={missing ? t('bankStatements.apply.required') : action.errorOf('apply')}
      onSubmit={submit}
    >
      <FormField id={`${id}-order`} label={t('bankStatements.apply.orderLabel')} className="field--narrow">
        {(control) => (
          <input
            {...control}
            value={order}
            placeholder="ML-000021"
            autoComplete="off"
            onChange={(e) => setOrder(e.target.value)}
            aria-invalid={missing}
          />
        )}
      </FormField>
    </ActionForm>
  );
}
