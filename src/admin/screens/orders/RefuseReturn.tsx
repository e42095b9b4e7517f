// Refusing a return: a reason is required, and it is what the shopper receives by e-mail (in the
// language of their withdrawal). A refused return is no longer refunded from the list.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '../../../contract/admin/withdrawals.ts';
import { refuseReturn } from '../../api/withdrawals.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { Modal } from '../../components/Modal.tsx';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { failureWords } from './order-actions.ts';

export function RefuseReturn({ item, onChanged }: { item: AdminWithdrawal; onChanged(): void | Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const actions = usePendingAction<'refuse'>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    void actions.run(
      'refuse',
      async () => {
        await refuseReturn(item.id, reason.trim());
        setOpen(false);
        await onChanged();
      },
      failureWords,
    );
  };
  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setOpen(true)}>
        {t('returns.refuse')}
      </button>
      <Modal open={open} title={t('returns.refuseTitle', { number: item.order_number })} onClose={() => setOpen(false)}>
        <form className="stack" onSubmit={submit} noValidate>
          <p>{t('returns.refuseIntro', { name: item.name })}</p>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('returns.refuseReason')}</label>
            <textarea
              id={`${id}-reason`}
              rows={4}
              maxLength={1000}
              required
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id={`${id}-error`} className="field__error">
                {t('returns.refuseReasonMissing')}
              </p>
            )}
          </div>
          <InlineError message={actions.errorOf('refuse')} />
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <BusyButton type="submit" className="btn btn--primary" busy={actions.isPending('refuse')}>
              {t('returns.refuseConfirm')}
            </BusyButton>
          </div>
        </form>
      </Modal>
    </>
  );
}
