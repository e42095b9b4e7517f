// A modal dialog (native <dialog>: focus stays inside, Escape closes), named by its title.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog dialog--wide" role="dialog" aria-modal="true" aria-labelledby={titleId}
      onCancel={(event) => { event.preventDefault(); onClose(); }}>
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">{title}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>×</button>
      </div>
      {open && children}
    </dialog>
  );
}
