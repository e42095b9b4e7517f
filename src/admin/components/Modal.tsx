// A modal dialog (native <dialog>: focus stays inside, Escape closes), named by its title.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from './useDialog.ts';

export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="dialog dialog--wide"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
