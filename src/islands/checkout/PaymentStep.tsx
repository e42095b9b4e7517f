// Step 2: the address to confirm, the method, and the one button that places the order. No card
// field here, ever: card payment happens on the provider's hosted page (PCI DSS SAQ A).
import type { FormEvent } from 'react';
import { fill } from '../format.ts';
import type { CheckoutMessages } from './messages.ts';
import { PaymentMethods } from './PaymentMethods.tsx';
import type { PaymentMethod } from './place-order.ts';
import type { ShippingDetails } from './shipping-details.ts';
import type { CheckoutSettings } from './shop-settings.ts';

export type SubmitState = 'idle' | 'processing' | 'redirecting';

interface Props {
  m: CheckoutMessages;
  details: ShippingDetails;
  settings: CheckoutSettings;
  method: PaymentMethod | null;
  /** The total as the summary computes it, repeated by the button (the summary sits below on phones). */
  total: string;
  submitState: SubmitState;
  error: string | null;
  onMethod: (method: PaymentMethod) => void;
  onUnavailable: (method: PaymentMethod) => void;
  onBack: () => void;
  onSubmit: () => void;
}

export function PaymentStep({ m, details, settings, method, total, submitState, error, onMethod, onUnavailable, onBack, onSubmit }: Props) {
  const busy = submitState !== 'idle';
  const anyEnabled = Object.values(settings.payments).some((s) => s.enabled);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const label = submitState === 'processing' ? m.actions.processing : submitState === 'redirecting' ? m.actions.redirecting : method === 'credit-card' ? m.actions.payByCard : m.actions.placeOrder;
  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-busy={busy}>
      <section className="shipping-review" aria-labelledby="shipping-review-title">
        <div className="shipping-review__head">
          <h3 id="shipping-review-title" className="shipping-review__title">
            {m.review.title}
          </h3>
          <button type="button" className="link-button" onClick={onBack} disabled={busy}>
            {m.actions.editShipping}
            <span className="visually-hidden"> — {m.steps.shipping}</span>
          </button>
        </div>
        <address className="shipping-review__address">
          {details.firstName} {details.lastName}
          <br />
          {details.address}
          <br />
          {details.postalCode} {details.city}, {details.country ? m.countries[details.country] : ''}
          <br />
          {details.email}
          {details.phone.trim() && (
            <>
              <br />
              {fill(m.review.phone, { phone: details.phone.trim() })}
            </>
          )}
        </address>
      </section>

      <PaymentMethods m={m} settings={settings} selected={method} disabled={busy} onSelect={onMethod} onUnavailable={onUnavailable} />

      <div role="alert" className="checkout-alert-slot">
        {!anyEnabled && (
          <p className="checkout-alert">
            {m.payment.systemUnavailable}{' '}
            {settings.whatsappUrl && (
              <a href={settings.whatsappUrl} target="_blank" rel="noopener noreferrer">
                {m.payment.whatsapp}
              </a>
            )}
          </p>
        )}
        {error && <p className="checkout-alert">{error}</p>}
      </div>
      <p className="visually-hidden" role="status">
        {busy ? label : ''}
      </p>

      <p className="checkout-total">
        {m.summary.total} <span>{total}</span>
      </p>
      <div className="checkout-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy}>
          {m.actions.back}
        </button>
        <button type="submit" className="btn" disabled={busy || !anyEnabled}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {label}
        </button>
      </div>
    </form>
  );
}
