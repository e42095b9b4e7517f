// The thank-you page: the real order, fetched with the token the checkout (or the server's way back
// from a payment provider) put in the address's fragment, kept by this tab so a reload shows it again
// (thank-you/order-address.ts). Back from a declined or cancelled card or PayPal payment
// (payment=declined|cancelled), it says so and offers to pay again or another way; the cart is
// emptied only once the order is paid or awaits a bank transfer.
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../domain/vocabulary/language.ts';
import { readOrderLink } from '../domain/orders/order-link.ts';
import { formatDate } from '../i18n/locale.ts';
import { orderSettled } from './checkout/checkout-done.ts';
import { forgetPendingPayment } from './checkout/pending-payment.ts';
import { fill } from './format.ts';
import { BankTransferDetails } from './thank-you/BankTransferDetails.tsx';
import type { ThankYouMessages } from './thank-you/messages.ts';
import { readOrderAddress, showOrderAddress, type OrderAddress } from './thank-you/order-address.ts';
import { fetchOrder, resumePayment, type OrderView, type PaymentMethod } from './thank-you/order-view.ts';
import { OrderLines } from './thank-you/OrderLines.tsx';
import { PaymentNotice, type ResumeState } from './thank-you/PaymentNotice.tsx';
import { PaymentRetry } from './thank-you/PaymentRetry.tsx';

interface Props {
  lang: Language;
  m: ThankYouMessages;
  countries: Record<string, string>;
  deliveryDays: { min: number; max: number };
  paths: { shop: string; contact: string };
}

type ErrorReason = 'missing' | 'notFound' | 'network' | 'tooManyRequests' | 'linkUsed' | 'linkExpired';
type State = { kind: 'loading' } | { kind: 'error'; reason: ErrorReason } | { kind: 'order'; order: OrderView };

// Waits between re-reads of a card order still pending: about 20 s in all, then the shopper decides.
const POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000];

/** No order to show: a provider's way back (used, expired, unknown) says why; any other link is incomplete. */
function missingReason(link: Extract<OrderAddress, { kind: 'missing' }>['link']): ErrorReason {
  return link === 'used' ? 'linkUsed' : link === 'expired' ? 'linkExpired' : link === 'invalid' ? 'notFound' : 'missing';
}

/** The order is paid, or now awaits a bank transfer: the cart it came from is done with. */
function settle(order: OrderView): void {
  const paid = order.status === 'paid' || order.status === 'shipped' || order.status === 'completed';
  if (paid || (order.status === 'pending' && order.paymentMethod === 'bank-transfer')) orderSettled(order.id);
  // Cancelled: nothing left to resume from the checkout's back button; the cart stays for a new order.
  else if (order.status === 'cancelled') forgetPendingPayment(order.id);
}

export default function ThankYou({ lang, m, countries, deliveryDays, paths }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [polling, setPolling] = useState(false);
  const [resume, setResume] = useState<ResumeState>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // read once: reading takes the token out of the address
  const addressRef = useRef<OrderAddress | null>(null);
  const address = (): OrderAddress => (addressRef.current ??= readOrderAddress());

  const load = async (attempt: number): Promise<void> => {
    const params = address();
    if (params.kind !== 'order') return setState({ kind: 'error', reason: missingReason(params.link) });
    const result = await fetchOrder(String(params.id), params.token);
    if (result.kind === 'order') {
      setState({ kind: 'order', order: result.order });
      settle(result.order);
      const waiting = result.order.status === 'pending' && result.order.paymentMethod !== 'bank-transfer' && !params.outcome;
      const delay = POLL_DELAYS_MS[attempt];
      if (waiting && delay !== undefined) {
        setPolling(true);
        setTimeout(() => void load(attempt + 1), delay);
      } else {
        setPolling(false);
      }
      return;
    }
    setPolling(false);
    // A failed re-read keeps the order already on screen.
    setState((current) =>
      current.kind === 'order' ? current : { kind: 'error', reason: result.kind === 'not-found' ? 'notFound' : result.kind === 'rate-limited' ? 'tooManyRequests' : 'network' },
    );
  };

  useEffect(() => {
    void load(0);
    // another order's link opened in this tab changes only the fragment: no new page load of its own
    const onHashChange = () => {
      if (readOrderLink(window.location.hash).orderId !== null) window.location.reload();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  /** The same method again (the provider's page), or another one. False when the server could not. */
  const payAgain = async (method?: PaymentMethod): Promise<boolean> => {
    const params = address();
    if (params.kind !== 'order') return false;
    const next = await resumePayment(String(params.id), params.token, method);
    if (next?.kind === 'redirect') {
      window.location.assign(next.url);
      return true;
    }
    if (next?.kind === 'bank-transfer') {
      // The same page, now for an order awaiting a transfer: no payment outcome in the address any more.
      addressRef.current = { ...params, outcome: null };
      showOrderAddress({ orderId: params.id });
      setState({ kind: 'order', order: next.order });
      settle(next.order);
      headingRef.current?.focus({ preventScroll: true });
      return true;
    }
    return false;
  };

  const resumeOrderPayment = async () => {
    setResume('busy');
    if (!(await payAgain())) setResume('failed');
  };

  useEffect(() => {
    if (state.kind !== 'loading') headingRef.current?.focus({ preventScroll: true });
  }, [state.kind]);

  if (state.kind === 'loading') {
    return (
      <p className="thankyou-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {m.loading}
      </p>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="thankyou-error">
        <h1 ref={headingRef} tabIndex={-1}>
          {state.reason === 'linkUsed' || state.reason === 'linkExpired' ? m.errors.linkTitle : m.errors.title}
        </h1>
        <p className="notice notice--error">{m.errors[state.reason]}</p>
        <div className="thankyou-actions">
          {(state.reason === 'network' || state.reason === 'tooManyRequests') && (
            <button type="button" className="btn" onClick={() => (setState({ kind: 'loading' }), void load(0))}>
              {m.errors.retry}
            </button>
          )}
          <a className="btn btn--ghost" href={paths.contact}>
            {m.actions.contact}
          </a>
        </div>
      </div>
    );
  }

  const { order } = state;
  const date = order.createdAt ? formatDate(order.createdAt, lang) : '';
  const s = order.shipping;
  const online = order.paymentMethod !== 'bank-transfer';
  // A declined or cancelled online payment of an order still awaiting it; once paid or cancelled, the status tells.
  const current = address();
  const outcome = online && order.status === 'pending' && current.kind === 'order' ? current.outcome : null;
  // The confirmation of a card or PayPal order goes out with its payment.
  const intro = online && order.status === 'pending' ? m.introAwaitingPayment : m.intro;
  return (
    <div className="thankyou">
      <header className="thankyou__header">
        <h1 ref={headingRef} tabIndex={-1}>
          {outcome === 'declined' ? m.failed.declinedTitle : outcome === 'cancelled' ? m.failed.cancelledTitle : m.title}
        </h1>
        <p className="lede">{outcome ? m.failed[outcome] : fill(intro, { email: s.email })}</p>
      </header>

      {outcome ? (
        <PaymentRetry m={m} lang={lang} order={order} onPay={payAgain} />
      ) : (
        <PaymentNotice
          m={m}
          order={order}
          polling={polling}
          resume={resume}
          onResume={() => void resumeOrderPayment()}
          onCheck={() => (setPolling(true), void load(POLL_DELAYS_MS.length - 1))}
        />
      )}

      <dl className="order-facts">
        <div>
          <dt>{m.orderNumber}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{m.orderDate}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{m.paymentMethod}</dt>
          <dd>{m.methods[order.paymentMethod] ?? order.paymentMethod}</dd>
        </div>
        <div>
          <dt>{m.statusLabel}</dt>
          <dd>{m.status[order.status] ?? order.status}</dd>
        </div>
      </dl>

      <div className="thankyou__grid">
        <div className="thankyou__col">
          {order.bankTransfer && order.status === 'pending' && <BankTransferDetails m={m} lang={lang} bank={order.bankTransfer} />}
          <OrderLines m={m} lang={lang} order={order} />
        </div>
        <section className="shipping-info" aria-labelledby="shipping-info-title">
          <h2 id="shipping-info-title" className="shipping-info__title">
            {m.shipping.title}
          </h2>
          <address>
            {s.firstName} {s.lastName}
            <br />
            {s.address}
            <br />
            {s.postalCode} {s.city}
            <br />
            {countries[s.country] ?? s.country}
            <br />
            {s.email}
            {s.phone && (
              <>
                <br />
                {s.phone}
              </>
            )}
          </address>
          <p className="shipping-info__delivery">{fill(m.shipping.delivery, order.deliveryDays ?? deliveryDays)}</p>
        </section>
      </div>

      <div className="thankyou-actions">
        <a className="btn" href={paths.shop}>
          {m.actions.continueShopping}
        </a>
        <a className="btn btn--ghost" href={paths.contact}>
          {m.actions.contact}
        </a>
      </div>
    </div>
  );
}
