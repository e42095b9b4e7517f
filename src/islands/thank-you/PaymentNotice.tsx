// Where the payment stands. A card payment is confirmed by the provider's webhook, which may land a
// moment after the shopper is back: until then the page says so and checks again.
import { fill } from '../format.ts';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';

interface Props {
  m: ThankYouMessages;
  order: OrderView;
  polling: boolean;
  onCheck: () => void;
}

export function PaymentNotice({ m, order, polling, onCheck }: Props) {
  const online = order.paymentMethod !== 'bank-transfer';
  let text = '';
  let tone = 'info';
  if (order.status === 'cancelled') {
    text = m.payment.cancelled;
    tone = 'error';
  } else if (order.status !== 'pending') {
    text = online ? m.payment.paid : fill(m.status[order.status], {});
    tone = 'ok';
  } else if (online) {
    text = polling ? m.payment.confirming : m.payment.stillConfirming;
  }
  return (
    <div className="payment-notice-slot" role="status">
      {text && (
        <div className={`payment-notice payment-notice--${tone}`}>
          {polling && order.status === 'pending' && <span className="spinner" aria-hidden="true" />}
          <p>{text}</p>
          {!polling && online && order.status === 'pending' && (
            <button type="button" className="btn btn--ghost" onClick={onCheck}>
              {m.payment.check}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
