// Step 1: where the order goes. Continue checks the fields here (the same rules as the server) and
// moves on at once: there is nothing to wait for.
import type { FormEvent } from 'react';
import type { Language } from '../../domain/vocabulary/language.ts';
import { fillPlural } from '../../i18n/plural.ts';
import { continueToPayment, type CheckoutState, type CheckoutStore } from './checkout-store.ts';
import type { CheckoutMessages } from './messages.ts';
import { preloadPaymentStep } from './payment-step-chunk.ts';
import { loadShippingRules } from './shipping-rules-chunk.ts';
import { ShippingFields } from './ShippingFields.tsx';

/** What the form fetches on its first use: the fields' checks and the payment step. */
const fetchStepCode = () =>
  Promise.all([loadShippingRules().catch(() => undefined), preloadPaymentStep().catch(() => undefined)]);

interface Props {
  m: CheckoutMessages;
  lang: Language;
  store: CheckoutStore;
  state: CheckoutState;
  cartHref: string;
}

export function ShippingStep({ m, lang, store, state, cartHref }: Props) {
  const count = Object.values(state.problems).filter(Boolean).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // on once the fields' checks and the payment step's code are here (fetched since the first focus in
    // the form, so at once); without a network for them, on all the same: the server checks the fields,
    // and the step shows as soon as it arrives
    void fetchStepCode().then(() => continueToPayment(store));
  };
  return (
    // the first focus in the form (a field, Continue) starts fetching the checks and the payment step
    <form className="checkout-form" noValidate onSubmit={submit} onFocus={() => void fetchStepCode()}>
      <p className="checkout-form__note">{m.fields.requiredNote}</p>
      <div role="alert" className="checkout-alert-slot">
        {state.showSummary && count > 0 && (
          <p className="checkout-alert">
            {fillPlural({ one: m.validation.summary_one, other: m.validation.summary_other }, count, lang)}
          </p>
        )}
      </div>
      <ShippingFields m={m} store={store} state={state} />
      <div className="checkout-actions">
        <a className="btn btn--ghost" href={cartHref}>
          {m.actions.backToCart}
        </a>
        <button type="submit" className="btn">
          {m.actions.continue}
        </button>
      </div>
    </form>
  );
}
