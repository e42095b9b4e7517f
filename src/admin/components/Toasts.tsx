import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $toasts, dismissToast, type Toast } from './toast-store.ts';

/** The toasts of one live region, each with its close button. */
function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  const { t } = useTranslation();
  return toasts.map((toast) => (
    <div key={toast.id} className={`toast toast--${toast.tone}`}>
      <p>{toast.text}</p>
      <button
        type="button"
        className="toast__close"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('common.dismiss')}
      >
        ×
      </button>
    </div>
  ));
}

/** Errors in an alert region (read at once), the rest in a polite status region. */
export function Toasts() {
  const toasts = useStore($toasts);
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-label={t('common.notifications')}>
      <div role="status" aria-live="polite" className="toasts__live">
        <ToastList toasts={toasts.filter((toast) => toast.tone !== 'error')} />
      </div>
      <div role="alert" className="toasts__live">
        <ToastList toasts={toasts.filter((toast) => toast.tone === 'error')} />
      </div>
    </section>
  );
}
