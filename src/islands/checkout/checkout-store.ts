// The checkout flow (spec section 2) as a store and its actions; Checkout.tsx only renders it. Two
// steps: the shipping details, checked here first, then the payment method and the one button that
// places the order (submit-order.ts, loaded with the payment step). A refusal is kept as the server's
// outcome (its stable code); the screen words it.
import { map, type MapStore } from 'nanostores';
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { ShippingAddressField } from '../../domain/orders/shipping-address.ts';
import type { Totals } from '../../domain/pricing/totals.ts';
import { isShippingCountry } from '../../domain/vocabulary/country.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { $shippingFeeCents } from '../../stores/cart.ts';
import type { CheckoutFailure } from './outcome-messages.ts';
import type { QuoteState } from './quote.ts';
import {
  isShippingField,
  loadShippingDraft,
  saveShippingDraft,
  validateShipping,
  validateShippingField,
  type ShippingDetails,
  type ShippingProblems,
} from './shipping-details.ts';
import { fetchCheckoutSettings, type CheckoutSettings } from './shop-settings.ts';

export type Step = 'shipping' | 'payment';
export type SubmitState = 'idle' | 'processing' | 'redirecting';

/** What is being ordered: the cart, or the one product of a 'buy now' (which leaves the cart as it is). */
export interface OrderLines {
  items: CartItem[];
  totals: Totals;
  promoCode: string | null;
  buyNow: boolean;
}

/** Where focus goes once the screen shows the change: the step's heading or a field's id (a new object each time). */
export interface FocusRequest {
  target: 'heading' | `checkout-${ShippingAddressField}`;
}

export interface CheckoutState {
  settings: CheckoutSettings;
  step: Step;
  details: ShippingDetails;
  /**
   * The address the quote may check a promo code against: the e-mail once valid, taken on blur and on
   * going to payment (never per keystroke); '' until then.
   */
  quoteEmail: string;
  problems: ShippingProblems;
  /** The alert counting the fields to correct, shown once the shopper tried to go on. */
  showSummary: boolean;
  method: PaymentMethod | null;
  submit: SubmitState;
  failure: CheckoutFailure | null;
  /** What was ordered, kept on screen while the browser leaves (the cart may be empty by then). */
  placed: { items: CartItem[]; totals: Totals; quote: QuoteState } | null;
  focus: FocusRequest | null;
}

export interface CheckoutContext {
  lang: Language;
  thankYouPath: string;
  /** Leaves the page (window.location.assign in the browser). */
  navigate: (url: string) => void;
}

export interface CheckoutStore {
  $state: MapStore<CheckoutState>;
  context: CheckoutContext;
}

/** The method to show selected: the one wanted if it is on, else the first one on. */
function enabledMethod(settings: CheckoutSettings, wanted: PaymentMethod | null): PaymentMethod | null {
  if (wanted && settings.payments[wanted].enabled) return wanted;
  return PAYMENT_METHODS.find((method) => settings.payments[method].enabled) ?? null;
}

export function createCheckoutStore(
  context: CheckoutContext,
  settings: CheckoutSettings,
  preferredMethod: PaymentMethod | null,
): CheckoutStore {
  const details = loadShippingDraft();
  const $state = map<CheckoutState>({
    settings,
    step: 'shipping',
    details,
    quoteEmail: checkedEmail(details.email),
    problems: {},
    showSummary: false,
    method: enabledMethod(settings, preferredMethod),
    submit: 'idle',
    failure: null,
    placed: null,
    focus: null,
  });
  return { $state, context };
}

function applySettings({ $state }: CheckoutStore, next: CheckoutSettings): void {
  const { details, method } = $state.get();
  // a country the shop no longer ships to (the UK may be switched off) is chosen again
  const country = details.country && !next.shippingCountries.includes(details.country) ? '' : details.country;
  $state.set({
    ...$state.get(),
    settings: next,
    details: { ...details, country },
    method: enabledMethod(next, method),
  });
  $shippingFeeCents.set(next.shippingFeeCents);
}

/** The settings as of the build first, then the current ones (an admin may switch a method off since). */
export async function refreshSettings(store: CheckoutStore): Promise<void> {
  $shippingFeeCents.set(store.$state.get().settings.shippingFeeCents);
  const fresh = await fetchCheckoutSettings();
  if (fresh) applySettings(store, fresh);
}

export function updateField({ $state }: CheckoutStore, name: string, value: string): void {
  if (!isShippingField(name) || (name === 'country' && value !== '' && !isShippingCountry(value))) return;
  const { details, problems } = $state.get();
  const next = { ...details, [name]: value };
  saveShippingDraft(next);
  // An error goes away as soon as the field is right; a new one waits for the blur.
  const fixed = problems[name] && !validateShippingField(name, value, next.country);
  const nextProblems = fixed ? { ...problems, [name]: undefined } : { ...problems };
  // a postcode refused for the former country is judged again by the new one's rule (cleared or re-worded)
  if (name === 'country' && problems.postalCode)
    nextProblems.postalCode = validateShippingField('postalCode', next.postalCode, next.country);
  $state.set({ ...$state.get(), details: next, problems: nextProblems });
}

export function checkField({ $state }: CheckoutStore, name: string): void {
  if (!isShippingField(name)) return;
  const { details, problems } = $state.get();
  const problem = validateShippingField(name, details[name], details.country);
  $state.set({
    ...$state.get(),
    problems: { ...problems, [name]: problem },
    // a valid address left: the quote may now say whether the promo code is for it
    ...(name === 'email' && !problem ? { quoteEmail: details.email.trim() } : {}),
  });
}

/** The address trimmed when it is a valid one, else ''. */
function checkedEmail(raw: string): string {
  return validateShippingField('email', raw) ? '' : raw.trim();
}

function firstProblemFocus(problems: ShippingProblems): FocusRequest | null {
  const first = (Object.keys(problems) as ShippingAddressField[]).find((field) => problems[field]);
  return first ? { target: `checkout-${first}` } : null;
}

/** Back to the shipping step with the fields to correct, the first one focused (its error read out). */
export function showProblems({ $state }: CheckoutStore, problems: ShippingProblems): void {
  $state.set({
    ...$state.get(),
    step: 'shipping',
    problems,
    showSummary: true,
    failure: null,
    focus: firstProblemFocus(problems) ?? { target: 'heading' },
  });
}

export function continueToPayment(store: CheckoutStore): void {
  const { $state } = store;
  const problems = validateShipping($state.get().details);
  if (Object.keys(problems).length > 0) return showProblems(store, problems);
  $state.set({
    ...$state.get(),
    step: 'payment',
    quoteEmail: checkedEmail($state.get().details.email),
    problems: {},
    showSummary: false,
    failure: null,
    focus: { target: 'heading' },
  });
}

export function backToShipping({ $state }: CheckoutStore): void {
  $state.set({ ...$state.get(), step: 'shipping', failure: null, focus: { target: 'heading' } });
}

export function chooseMethod({ $state }: CheckoutStore, method: PaymentMethod): void {
  $state.setKey('method', method);
}
