// The spec's toast when a shopper reaches for a method under maintenance ('Paypal is currently under
// maintenance.'), with the chat-messaging advice. The same text stays under the option itself, so
// nothing is lost when the toast goes.
import { useEffect } from 'react';
import type { CheckoutMessages } from './messages.ts';
import type { PaymentMethod } from './place-order.ts';

const VISIBLE_MS = 6000;

interface Props {
  m: CheckoutMessages;
  method: PaymentMethod | null;
  whatsappUrl: string;
  onClose: () => void;
}

export function UnavailableToast({ m, method, whatsappUrl, onClose }: Props) {
  useEffect(() => {
    if (!method) return;
    const timer = setTimeout(onClose, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [method]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {method && (
        <div className="toast">
          <p className="toast__title">{method === 'paypal' ? m.payment.paypalToast : m.payment.maintenance}</p>
          <p className="toast__text">
            {m.payment.chatAdvice}{' '}
            {whatsappUrl && (
              <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
                {m.payment.whatsapp}
              </a>
            )}
          </p>
          <button type="button" className="toast__close" onClick={onClose} aria-label={m.payment.closeToast}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
