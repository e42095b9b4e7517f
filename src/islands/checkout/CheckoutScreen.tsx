// The checkout on screen: where the shopper is (steps and heading), the current step's form, the order
// summary beside it.
import { useRef } from 'react';
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Totals } from '../../domain/pricing/totals.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { submitOrder, type CheckoutState, type CheckoutStore, type OrderLines } from './checkout-store.ts';
import type { CheckoutMessages } from './messages.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import type { QuoteState } from './quote.ts';
import { ShippingStep } from './ShippingStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { useFocusRequest } from './use-focus-request.ts';
import { formatMoney } from '../../i18n/locale.ts';

interface Props {
  m: CheckoutMessages;
  lang: Language;
  store: CheckoutStore;
  state: CheckoutState;
  /** What placing the order sends. */
  lines: OrderLines;
  /** What the summary shows: the lines, or once placed what was ordered. */
  shown: { items: CartItem[]; totals: Totals; quote: QuoteState };
  /** The current quote, kept with the order once placed. */
  quote: QuoteState;
  cartHref: string;
}

export function CheckoutScreen({ m, lang, store, state, lines, shown, quote, cartHref }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusRequest(state.focus, headingRef);
  const current = state.step === 'shipping' ? 1 : 2;
  const total = shown.quote.kind === 'ready' ? shown.quote.quote.totalCents : shown.totals.totalCents;
  return (
    <div className="checkout">
      <div className="checkout__main">
        <StepIndicator m={m} current={current} />
        <h2 ref={headingRef} tabIndex={-1} className="checkout__step-title">
          <span className="checkout__step-count">{interpolate(m.steps.progress, { current, total: 2 })}</span>
          {state.step === 'shipping' ? m.steps.shipping : m.steps.payment}
        </h2>
        {state.step === 'shipping' ? (
          <ShippingStep m={m} lang={lang} store={store} state={state} cartHref={cartHref} />
        ) : (
          <PaymentStep
            m={m}
            store={store}
            state={state}
            total={formatMoney(total, lang)}
            onSubmit={() => void submitOrder(store, lines, quote)}
          />
        )}
      </div>
      <aside className="checkout__summary">
        <OrderSummary
          m={m}
          lang={lang}
          items={shown.items}
          totals={shown.totals}
          promoCode={lines.promoCode}
          quote={shown.quote}
          country={state.details.country ? m.countries[state.details.country] : ''}
        />
      </aside>
    </div>
  );
}
