// The spec's toast when a shopper reaches for a method under maintenance ('Paypal is currently under
// maintenance.'), with the chat-messaging advice. The same text stays under the option itself, so
// nothing is lost when the toast goes (checkout-store.ts closes it after a few seconds).
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { Toast } from '../common/Toast.tsx';
import type { CheckoutMessages } from './messages.ts';

export function UnavailableToast({
  m,
  method,
  whatsappUrl,
  onClose,
}: {
  m: CheckoutMessages;
  method: PaymentMethod | null;
  whatsappUrl: string;
  onClose: () => void;
}) {
  return (
    <Toast regionClass="toast-region" open={method !== null} closeLabel={m.payment.closeToast} onClose={onClose}>
      <p className="toast__title">{method === 'paypal' ? m.payment.paypalToast : m.payment.maintenance}</p>
      <p className="toast__text">
        {m.payment.chatAdvice}{' '}
        {whatsappUrl && (
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            {m.payment.whatsapp}
          </a>
        )}
      </p>
    </Toast>
  );
}
