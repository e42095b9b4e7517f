// Back on the order's page after a declined or cancelled card or PayPal payment: the way on. Try the
// same method again (the provider's page), or pay the same order another way among the methods the
// shop has switched on, without ordering again.
import { useEffect, useState } from 'react';
import type { Language } from '../../domain/vocabulary/language.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { formatDateTime } from '../../i18n/locale.ts';
import { fetchCheckoutSettings } from '../checkout/shop-settings.ts';
import type { ThankYouMessages } from './messages.ts';
import type { OrderView } from './order-view.ts';

interface Props {
  m: ThankYouMessages;
  lang: Language;
  order: OrderView;
  /** Resolves false when the server could not do it (the page stays, with an error). */
  onPay: (method?: PaymentMethod) => Promise<boolean>;
}

export function PaymentRetry({ m, lang, order, onPay }: Props) {
  const [others, setOthers] = useState<PaymentMethod[]>([]);
  const [busy, setBusy] = useState<PaymentMethod | 'retry' | null>(null);
  const [failed, setFailed] = useState<'retry' | 'switch' | null>(null);

  useEffect(() => {
    void fetchCheckoutSettings().then((settings) => {
      if (settings)
        setOthers(
          PAYMENT_METHODS.filter((method) => method !== order.paymentMethod && settings.payments[method].enabled),
        );
    });
  }, [order.paymentMethod]);

  const pay = async (method?: PaymentMethod) => {
    setBusy(method ?? 'retry');
    setFailed(null);
    if (await onPay(method)) return;
    setBusy(null);
    setFailed(method ? 'switch' : 'retry');
  };

  return (
    <div className="payment-retry">
      {order.holdUntil && (
        <p className="payment-retry__hold">
          {interpolate(m.failed.heldUntil, { time: formatDateTime(order.holdUntil, lang) })}
        </p>
      )}
      <button type="button" className="btn" onClick={() => void pay()} disabled={busy !== null}>
        {busy === 'retry' && <span className="spinner" aria-hidden="true" />}
        {busy === 'retry' ? m.payment.retrying : m.failed.retry}
      </button>
      {others.length > 0 && (
        <div className="payment-retry__others">
          <h2 className="payment-retry__title">{m.failed.otherTitle}</h2>
          <div className="payment-retry__actions">
            {others.map((method) => (
              <button
                key={method}
                type="button"
                className="btn btn--ghost"
                onClick={() => void pay(method)}
                disabled={busy !== null}
              >
                {busy === method && <span className="spinner" aria-hidden="true" />}
                {m.failed.payWith[method]}
              </button>
            ))}
          </div>
        </div>
      )}
      <div role="alert" className="payment-retry__alert">
        {failed === 'retry' && <p className="notice notice--error">{m.payment.retryFailed}</p>}
        {failed === 'switch' && <p className="notice notice--error">{m.failed.switchFailed}</p>}
      </div>
      <p className="visually-hidden" role="status">
        {busy && busy !== 'retry' ? m.failed.switching : ''}
      </p>
    </div>
  );
}
