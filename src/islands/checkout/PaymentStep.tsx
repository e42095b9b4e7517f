// Step 2: the address to confirm, the method, and the one button that places the order. No card
// field here, ever: card payment happens on the provider's hosted page (PCI DSS SAQ A).
// Loaded only once the shopper moves on to this step (payment-step-chunk.ts): the page's first load
// carries the shipping step alone.
import type { FormEvent } from 'react';
import {
  backToShipping,
  chooseMethod,
  type CheckoutState,
  type CheckoutStore,
  type OrderLines,
} from './checkout-store.ts';
import type { CheckoutMessages } from './messages.ts';
import { outcomeMessage } from './outcome-messages.ts';
import { GiftSection } from './gift/GiftSection.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { ShippingReview } from './ShippingReview.tsx';
import type { QuoteState } from './quote.ts';
import { submitOrder } from './submit-order.ts';

interface Props {
  m: CheckoutMessages;
  store: CheckoutStore;
  state: CheckoutState;
  /** The total as the summary computes it, repeated by the button (the summary sits below on phones). */
  total: string;
  /** What placing the order sends, and the quote kept with the order once placed. */
  lines: OrderLines;
  quote: QuoteState;
}

export default function PaymentStep({ m, store, state, total, lines, quote }: Props) {
  const { settings, submit: submitState, failure } = state;
  const busy = submitState !== 'idle';
  const anyEnabled = Object.values(settings.payments).some((s) => s.enabled);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submitOrder(store, lines, quote);
  };
  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-busy={busy}>
      <ShippingReview m={m} details={state.details} busy={busy} onEdit={() => backToShipping(store)} />
      <GiftSection
        m={m}
        lang={store.context.lang}
        offer={settings.gifts}
        disabled={busy}
        refused={failure?.kind === 'refused' ? failure.fields : {}}
      />
      <PaymentMethods
        m={m}
        settings={settings}
        selected={state.method}
        disabled={busy}
        onSelect={(method) => chooseMethod(store, method)}
      />
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
        {failure && <p className="checkout-alert">{outcomeMessage(m, failure)}</p>}
      </div>
      <PaymentActions
        m={m}
        method={state.method}
        submitState={submitState}
        total={total}
        canSubmit={anyEnabled}
        onBack={() => backToShipping(store)}
      />
    </form>
  );
}
