// 'Buy now', opened: card (the checkout of this product alone), PayPal (or its maintenance text while
// switched off: pressing it raises the toast) and WhatsApp.
import type { PurchaseLabels } from './purchase-labels.ts';

interface Props {
  hidden: boolean;
  labels: PurchaseLabels;
  payments: { card: boolean; paypal: boolean };
  whatsappHref: string | null;
  onBuy: (method: 'paypal' | null) => void;
  onPaypalOff: () => void;
}

export function BuyNowOptions({ hidden, labels, payments, whatsappHref, onBuy, onPaypalOff }: Props) {
  return (
    <div id="payment-options" className="purchase__payments" hidden={hidden}>
      <p className="label">{labels.paymentOptions}</p>
      {payments.card ? (
        <div>
          <button type="button" className="btn btn--block" onClick={() => onBuy(null)}>
            {labels.card}
          </button>
          <p className="purchase__hint">{labels.cardHint}</p>
        </div>
      ) : (
        <p className="notice">{labels.paymentUnavailable}</p>
      )}
      {payments.paypal ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => onBuy('paypal')}>
          {labels.paypal}
        </button>
      ) : (
        <div>
          <button type="button" className="btn btn--ghost btn--block" aria-disabled="true" aria-describedby="paypal-maintenance" onClick={onPaypalOff}>
            {labels.paypal}
          </button>
          <p id="paypal-maintenance" className="purchase__hint">
            {labels.paypalMaintenance}
          </p>
        </div>
      )}
      {whatsappHref && (
        <a className="btn btn--ghost btn--block purchase__whatsapp" href={whatsappHref} target="_blank" rel="noopener">
          {labels.whatsapp}
        </a>
      )}
    </div>
  );
}
