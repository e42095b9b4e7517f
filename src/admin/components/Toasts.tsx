import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $toasts, dismissToast } from './toast-store.ts';

export function Toasts() {
  const toasts = useStore($toasts);
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-label={t('common.notifications')}>
      <div role="status" aria-live="polite" className="toasts__live">
        {toasts
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
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
          ))}
      </div>
      <div role="alert" className="toasts__live">
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <div key={toast.id} className="toast toast--error">
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
          ))}
      </div>
    </section>
  );
}
