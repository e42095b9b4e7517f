// The two-step checkout (spec section 2): shipping information, then payment. Once the server has made
// the order (201) the shopper goes to the provider's hosted page, the cart kept until the payment
// succeeds, or, for a bank transfer, straight to the thank-you page, the cart emptied. A 'buy now'
// (?buy=<id>&qty=<n>) orders that one product and leaves the cart as it was.
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../domain/vocabulary/language.ts';
import { orderLinkFragment } from '../domain/orders/order-link.ts';
import { formatMoney } from '../domain/pricing/money.ts';
import { $cart, $shippingFeeCents } from '../stores/cart.ts';
import { cameBackToPage } from './checkout/buy-now.ts';
import { useCheckoutLines } from './checkout/checkout-lines.ts';
import type { CheckoutMessages } from './checkout/messages.ts';
import { problemText } from './checkout/messages.ts';
import { OrderSummary } from './checkout/OrderSummary.tsx';
import { METHOD_ORDER } from './checkout/PaymentMethods.tsx';
import { PaymentStep, type SubmitState } from './checkout/PaymentStep.tsx';
import { purchaseMade } from './checkout/checkout-done.ts';
import { cartFingerprint, pendingPayment, rememberPendingPayment } from './checkout/pending-payment.ts';
import { placeOrder, type PaymentMethod } from './checkout/place-order.ts';
import { outcomeMessage, shippingErrorsOf } from './checkout/outcome-messages.ts';
import { useQuote, type QuoteState } from './checkout/quote.ts';
import { ShippingStep } from './checkout/ShippingStep.tsx';
import {
  customerPayload,
  forgetShippingDraft,
  isShippingField,
  loadShippingDraft,
  saveShippingDraft,
  validateShipping,
  validateShippingField,
  type ShippingDetails,
  type ShippingField,
} from './checkout/shipping-details.ts';
import { fetchCheckoutSettings, type CheckoutSettings } from './checkout/shop-settings.ts';
import { StepIndicator } from './checkout/StepIndicator.tsx';
import { UnavailableToast } from './checkout/UnavailableToast.tsx';
import { fill } from './format.ts';

interface Props {
  lang: Language;
  m: CheckoutMessages;
  /** The settings as of the build; refreshed from /api/settings on load. */
  settings: CheckoutSettings;
  paths: { shop: string; cart: string; thankYou: string };
}

type Step = 'shipping' | 'payment';
type FieldErrors = Partial<Record<ShippingField, string>>;

function firstEnabled(settings: CheckoutSettings, current: PaymentMethod | null): PaymentMethod | null {
  if (current && settings.payments[current].enabled) return current;
  return METHOD_ORDER.find((method) => settings.payments[method].enabled) ?? null;
}

export default function Checkout({ lang, m, settings: initialSettings, paths }: Props) {
  // the cart, or the one product of a 'buy now' (which leaves the cart as it is)
  const { items, totals, promoCode, buyNow, loading } = useCheckoutLines(lang);
  const [settings, setSettings] = useState(initialSettings);
  const [step, setStep] = useState<Step>('shipping');
  const [details, setDetails] = useState<ShippingDetails>(loadShippingDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [method, setMethod] = useState<PaymentMethod | null>(() => firstEnabled(initialSettings, buyNow?.method ?? null));
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [toast, setToast] = useState<PaymentMethod | null>(null);
  // What was ordered, kept on screen while the browser leaves (the cart is already empty by then).
  const [placed, setPlaced] = useState<{ items: typeof items; totals: typeof totals; quote: QuoteState } | null>(null);
  // the destination's total and VAT rate, from the server, as soon as the country is known
  const quote = useQuote({
    items: (placed?.items ?? items).map((i) => ({ product_id: i.id, quantity: i.quantity })),
    promoCode,
    country: details.country,
    language: lang,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where focus goes once the new step is on screen: its heading, or a field the server refused.
  const focusAfterStep = useRef<string | null>(null);

  const applySettings = (next: CheckoutSettings) => {
    setSettings(next);
    // a country the shop no longer ships to (the UK may be switched off) is chosen again
    setDetails((current) => (current.country && !next.shippingCountries.includes(current.country) ? { ...current, country: '' } : current));
    $shippingFeeCents.set(next.shippingFeeCents);
    setMethod((current) => firstEnabled(next, current));
  };

  useEffect(() => {
    $shippingFeeCents.set(initialSettings.shippingFeeCents);
    void fetchCheckoutSettings().then((fresh) => fresh && applySettings(fresh));
    // Back from the provider's page without paying (a fresh load or the back-forward cache).
    const backFromProvider = (restored: boolean) => {
      const pending = pendingPayment();
      // the same cart as the pending order's: that order's page (pay again, or another way), not a second order
      const sameCart = $cart.get().length === 0 || pending?.cart === cartFingerprint($cart.get());
      if (pending && (buyNow ? cameBackToPage(restored) : sameCart)) {
        window.location.replace(`${paths.thankYou}${orderLinkFragment({ orderId: pending.orderId, token: pending.token, payment: 'cancelled' })}`);
      }
    };
    backFromProvider(false);
    const onPageShow = (event: PageTransitionEvent) => event.persisted && backFromProvider(true);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    // Focus follows the step (not on first render): the heading says where the shopper now is.
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    if (target === 'heading') {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    } else if (target) {
      document.getElementById(target)?.focus();
    }
  }, [step]);

  const goTo = (next: Step, focusId = 'heading') => {
    focusAfterStep.current = focusId;
    setFormError(null);
    setStep(next);
  };

  const updateField = (name: string, value: string) => {
    if (!isShippingField(name)) return;
    const next = { ...details, [name]: value };
    setDetails(next);
    saveShippingDraft(next);
    // An error goes away as soon as the field is right; a new one waits for the blur.
    if (errors[name] && !validateShippingField(name, value)) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const checkField = (name: string) => {
    if (!isShippingField(name)) return;
    const problem = validateShippingField(name, details[name]);
    setErrors((e) => ({ ...e, [name]: problem ? problemText(m, problem) : undefined }));
  };

  const firstFieldId = (found: FieldErrors) => {
    const first = (Object.keys(found) as ShippingField[]).find((f) => found[f]);
    return first ? `checkout-${first}` : null;
  };

  const showFieldErrors = (found: FieldErrors) => {
    setErrors(found);
    setShowSummary(true);
    const id = firstFieldId(found);
    if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  const continueToPayment = () => {
    const problems = validateShipping(details);
    const found: FieldErrors = {};
    for (const [field, problem] of Object.entries(problems)) if (problem) found[field as ShippingField] = problemText(m, problem);
    if (Object.keys(found).length > 0) return showFieldErrors(found);
    setErrors({});
    setShowSummary(false);
    goTo('payment');
  };

  const submitOrder = async () => {
    if (!method || submitState !== 'idle') return;
    setFormError(null);
    setSubmitState('processing');
    const outcome = await placeOrder({
      items: items.map((i) => ({ product_id: i.id, quantity: i.quantity })),
      customer: customerPayload(details),
      paymentMethod: method,
      promoCode: promoCode ?? undefined,
      language: lang,
    });
    if (outcome.kind === 'placed') {
      const { order } = outcome;
      setPlaced({ items, totals, quote });
      if (order.payment.type === 'redirect') {
        // The cart stays whole until the provider confirms the payment (the order's page empties it
        // then): a declined or cancelled payment finds it as it was.
        rememberPendingPayment({ orderId: order.orderId, token: order.accessToken, cart: buyNow ? null : cartFingerprint($cart.get()) });
        setSubmitState('redirecting');
        window.location.assign(order.payment.url);
      } else {
        if (buyNow) forgetShippingDraft();
        else purchaseMade();
        // the token in the fragment: never sent to a server (src/domain/orders/order-link.ts)
        window.location.assign(`${paths.thankYou}${orderLinkFragment({ orderId: order.orderId, token: order.accessToken })}`);
      }
      return;
    }
    setSubmitState('idle');
    if (outcome.kind === 'invalid') {
      const fieldErrors = shippingErrorsOf(m, outcome.fields);
      if (Object.keys(fieldErrors).length > 0) {
        // Back to the fields the server refused, the first one focused, its error read out.
        goTo('shipping', firstFieldId(fieldErrors) ?? 'heading');
        setErrors(fieldErrors);
        setShowSummary(true);
        return;
      }
    }
    if (outcome.kind === 'conflict') void fetchCheckoutSettings().then((fresh) => fresh && applySettings(fresh));
    setFormError(outcomeMessage(m, outcome));
  };

  if (loading) {
    return (
      <p className="checkout-loading" role="status">
        {m.loading}
      </p>
    );
  }

  if (items.length === 0 && !placed) {
    return (
      <div className="checkout-empty">
        <h2 className="checkout-empty__title">{m.empty.title}</h2>
        <p>{m.empty.text}</p>
        <a className="btn" href={paths.shop}>
          {m.empty.link}
        </a>
      </div>
    );
  }

  const current = step === 'shipping' ? 1 : 2;
  const shownQuote = placed?.quote ?? quote;
  return (
    <div className="checkout">
      <div className="checkout__main">
        <StepIndicator m={m} current={current} />
        <h2 ref={headingRef} tabIndex={-1} className="checkout__step-title">
          <span className="checkout__step-count">{fill(m.steps.progress, { current, total: 2 })}</span>
          {step === 'shipping' ? m.steps.shipping : m.steps.payment}
        </h2>
        {step === 'shipping' ? (
          <ShippingStep
            m={m}
            countries={settings.shippingCountries}
            details={details}
            errors={errors}
            showSummary={showSummary}
            cartHref={paths.cart}
            onChange={updateField}
            onBlur={checkField}
            onContinue={continueToPayment}
          />
        ) : (
          <PaymentStep
            m={m}
            details={details}
            settings={settings}
            method={method}
            total={formatMoney(shownQuote.kind === 'ready' ? shownQuote.quote.totalCents : (placed?.totals ?? totals).totalCents, lang)}
            submitState={submitState}
            error={formError}
            onMethod={setMethod}
            onUnavailable={setToast}
            onBack={() => goTo('shipping')}
            onSubmit={() => void submitOrder()}
          />
        )}
      </div>
      <aside className="checkout__summary">
        <OrderSummary
          m={m}
          lang={lang}
          items={placed?.items ?? items}
          totals={placed?.totals ?? totals}
          promoCode={promoCode}
          quote={shownQuote}
          country={details.country ? m.countries[details.country] : ''}
        />
      </aside>
      <UnavailableToast m={m} method={toast} whatsappUrl={settings.whatsappUrl} onClose={() => setToast(null)} />
    </div>
  );
}
