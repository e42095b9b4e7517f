// The order's page as a store and its actions; ThankYou.tsx only renders it. The real order, fetched
// with the token the checkout (or the server's way back from a payment provider) put in the address's
// fragment, kept by this tab so a reload shows it again (order-address.ts). A card order still pending
// is read again a few times while the provider's webhook lands; a declined or cancelled payment can be
// made again, or another way; the cart is emptied only once the order is paid or awaits a transfer.
import { map, type MapStore } from 'nanostores';
import { isSettled } from '../../domain/vocabulary/order-status.ts';
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { orderSettled } from '../checkout/checkout-done.ts';
import { forgetPendingPayment } from '../checkout/pending-payment.ts';
import { readOrderAddress, showOrderAddress, type OrderAddress } from './order-address.ts';
import { fetchOrder, resumePayment, type OrderFetch, type OrderView } from './order-view.ts';

export type ErrorReason = 'missing' | 'notFound' | 'network' | 'tooManyRequests' | 'linkUsed' | 'linkExpired';
export type OrderPageView =
  { kind: 'loading' } | { kind: 'error'; reason: ErrorReason } | { kind: 'order'; order: OrderView };
/** Opening the provider's page again from the payment notice. */
export type ResumeState = 'idle' | 'busy' | 'failed';

export interface OrderPageState {
  view: OrderPageView;
  /** A card order still pending is being read again. */
  polling: boolean;
  resume: ResumeState;
  /** Bumped when the page's heading should take focus: the page changed under the shopper. */
  headingFocus: number;
}

export interface OrderPageStore {
  $state: MapStore<OrderPageState>;
  /** Read once, at the first load: reading takes the token out of the address. */
  address: OrderAddress | null;
  /** Leaves the page (window.location.assign in the browser). */
  navigate: (url: string) => void;
}

// Waits between re-reads of a card order still pending: about 20 s in all, then the shopper decides.
const POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000];

export function createOrderPageStore(navigate: (url: string) => void): OrderPageStore {
  return {
    $state: map<OrderPageState>({ view: { kind: 'loading' }, polling: false, resume: 'idle', headingFocus: 0 }),
    address: null,
    navigate,
  };
}

function addressOf(store: OrderPageStore): OrderAddress {
  store.address ??= readOrderAddress();
  return store.address;
}

/** The page shows another view (or the same order after a change): its heading takes focus. */
function show({ $state }: OrderPageStore, view: OrderPageView): void {
  const state = $state.get();
  const moved = view.kind !== state.view.kind;
  $state.set({ ...state, view, headingFocus: moved ? state.headingFocus + 1 : state.headingFocus });
}

/** No order to show: a provider's way back (used, expired, unknown) says why; any other link is incomplete. */
function missingReason(link: Extract<OrderAddress, { kind: 'missing' }>['link']): ErrorReason {
  return link === 'used'
    ? 'linkUsed'
    : link === 'expired'
      ? 'linkExpired'
      : link === 'invalid'
        ? 'notFound'
        : 'missing';
}

function failureReason(result: Exclude<OrderFetch, { kind: 'order' }>): ErrorReason {
  return result.kind === 'not-found' ? 'notFound' : result.kind === 'rate-limited' ? 'tooManyRequests' : 'network';
}

/** The order is paid, or now awaits a bank transfer: the cart it came from is done with. */
function settle(order: OrderView): void {
  if (isSettled(order.status) || (order.status === 'pending' && order.paymentMethod === 'bank-transfer'))
    orderSettled(order.id);
  // Cancelled: nothing left to resume from the checkout's back button; the cart stays for a new order.
  else if (order.status === 'cancelled') forgetPendingPayment(order.id);
}

/** Reads the order (attempt: how many re-reads of a pending card order came before). */
export async function loadOrder(store: OrderPageStore, attempt = 0): Promise<void> {
  const { $state } = store;
  const address = addressOf(store);
  if (address.kind !== 'order') return show(store, { kind: 'error', reason: missingReason(address.link) });
  const result = await fetchOrder(String(address.id), address.token);
  if (result.kind !== 'order') {
    $state.setKey('polling', false);
    // A failed re-read keeps the order already on screen.
    if ($state.get().view.kind !== 'order') show(store, { kind: 'error', reason: failureReason(result) });
    return;
  }
  show(store, { kind: 'order', order: result.order });
  settle(result.order);
  const waiting =
    result.order.status === 'pending' && result.order.paymentMethod !== 'bank-transfer' && !address.outcome;
  const delay = POLL_DELAYS_MS[attempt];
  $state.setKey('polling', waiting && delay !== undefined);
  if (waiting && delay !== undefined) setTimeout(() => void loadOrder(store, attempt + 1), delay);
}

export function retryLoading(store: OrderPageStore): void {
  show(store, { kind: 'loading' });
  void loadOrder(store);
}

/** The shopper asks again, once, after the re-reads stopped. */
export function checkAgain(store: OrderPageStore): void {
  store.$state.setKey('polling', true);
  void loadOrder(store, POLL_DELAYS_MS.length - 1);
}

/** The same method again (the provider's page), or another one. False when the server could not. */
export async function payAgain(store: OrderPageStore, method?: PaymentMethod): Promise<boolean> {
  const address = addressOf(store);
  if (address.kind !== 'order') return false;
  const next = await resumePayment(String(address.id), address.token, method);
  if (next?.kind === 'redirect') {
    store.navigate(next.url);
    return true;
  }
  if (next?.kind !== 'bank-transfer') return false;
  // The same page, now for an order awaiting a transfer: no payment outcome in the address any more.
  store.address = { ...address, outcome: null };
  showOrderAddress({ orderId: address.id });
  const state = store.$state.get();
  store.$state.set({ ...state, view: { kind: 'order', order: next.order }, headingFocus: state.headingFocus + 1 });
  settle(next.order);
  return true;
}

/** From the payment notice: the provider's page again for the same method. */
export async function resumeOrderPayment(store: OrderPageStore): Promise<void> {
  store.$state.setKey('resume', 'busy');
  if (!(await payAgain(store))) store.$state.setKey('resume', 'failed');
}

/** The payment outcome the page reports: a declined or cancelled online payment of an order still awaiting it. */
export function paymentOutcomeOf(store: OrderPageStore, order: OrderView) {
  const address = store.address;
  const online = order.paymentMethod !== 'bank-transfer';
  return online && order.status === 'pending' && address?.kind === 'order' ? address.outcome : null;
}
