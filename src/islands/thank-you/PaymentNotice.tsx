// Where the payment stands. A card payment is confirmed by the provider's webhook, which may land a
// moment after the shopper is back: until then the page says so and checks again, and then offers to
// open the provider's page again. (A declined or cancelled payment: PaymentRetry.)
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';

export type ResumeState = 'idle' | 'busy' | 'failed';

interface Props {
  m: ThankYouMessages;
  order: OrderView;
  polling: boolean;
  resume: ResumeState;
  onCheck: () => void;
  onResume: () => void;
}

export function PaymentNotice({ m, order, polling, resume, onCheck, onResume }: Props) {
  const online = order.paymentMethod !== 'bank-transfer';
  const pending = order.status === 'pending';
  let text = '';
  let tone = 'info';
  if (order.status === 'cancelled') {
    text = m.payment.cancelled;
    tone = 'error';
  } else if (!pending) {
    text = m.payment.paid;
    tone = 'ok';
  } else if (online) {
    text = polling ? m.payment.confirming : m.payment.stillConfirming;
  }
  const canResume = online && pending && !polling;
  return (
    <div className="payment-notice-slot" role="status">
      {text && (
        <div className={`payment-notice payment-notice--${tone}`}>
          {polling && pending && <span className="spinner" aria-hidden="true" />}
          <p>{resume === 'busy' ? m.payment.retrying : text}</p>
          {resume === 'failed' && <p>{m.payment.retryFailed}</p>}
          {canResume && (
            <div className="payment-notice__actions">
              <button type="button" className="btn" onClick={onResume} disabled={resume === 'busy'}>
                {m.payment.retry}
              </button>
              <button type="button" className="btn btn--ghost" onClick={onCheck}>
                {m.payment.check}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
