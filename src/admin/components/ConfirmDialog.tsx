// An accessible confirmation: modal <dialog> (focus kept inside, Escape cancels), named by its title.
// It closes as soon as the admin confirms: the row or control the action concerns shows it under way.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      className="dialog"
      labelledBy={titleId}
      describedBy={messageId}
      // the safe choice has the focus: Enter does not delete
      onOpen={() => cancelRef.current?.focus()}
      onDismiss={onCancel}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <p id={messageId} className="dialog__message">
        {message}
      </p>
      <div className="dialog__actions">
        <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm}>
          {confirmLabel ?? t('common.delete')}
        </button>
      </div>
    </Dialog>
  );
}
