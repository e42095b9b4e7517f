// The thank-you page: the real order, fetched with the token the checkout (or the payment provider's
// return URL) put in the address, so a reload shows it again. Back from a declined or cancelled card
// or PayPal payment (payment=declined|cancelled), it says so and offers to pay again or another way;
// the cart is emptied only once the order is paid or awaits a bank transfer.
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../domain/catalog/types.ts';
import { formatDate } from '../i18n/locale.ts';
import { orderSettled } from './checkout/checkout-done.ts';
import { forgetPendingPayment } from './checkout/pending-payment.ts';
import { fill } from './format.ts';
import { BankTransferDetails } from './thank-you/BankTransferDetails.tsx';
import type { ThankYouMessages } from './thank-you/messages.ts';
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

type State = { kind: 'loading' } | { kind: 'error'; reason: 'missing' | 'notFound' | 'network' | 'tooManyRequests' } | { kind: 'order'; order: OrderView };

// Waits between re-reads of a card order still pending: about 20 s in all, then the shopper decides.
const POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000];

type PaymentOutcome = 'declined' | 'cancelled';

function readParams(): { id: string; token: string; outcome: PaymentOutcome | null } | null {
  const params = new URLSearchParams(window.location.search);
  const id = params.get('order') ?? '';
  const token = params.get('token') ?? '';
  // The server's return endpoints add payment=cancelled (back without paying) or declined (refused).
  const payment = params.get('payment');
  const outcome = payment === 'declined' || payment === 'cancelled' ? payment : null;
  return /^\d{1,18}$/.test(id) && token ? { id, token, outcome } : null;
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

  const load = async (attempt: number): Promise<void> => {
    const params = readParams();
    if (!params) return setState({ kind: 'error', reason: 'missing' });
    const result = await fetchOrder(params.id, params.token);
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
  }, []);

  /** The same method again (the provider's page), or another one. False when the server could not. */
  const payAgain = async (method?: PaymentMethod): Promise<boolean> => {
    const params = readParams();
    if (!params) return false;
    const next = await resumePayment(params.id, params.token, method);
    if (next?.kind === 'redirect') {
      window.location.assign(next.url);
      return true;
    }
    if (next?.kind === 'bank-transfer') {
      // The same page, now for an order awaiting a transfer: no payment outcome in the address any more.
      window.history.replaceState(null, '', `${window.location.pathname}?order=${params.id}&token=${encodeURIComponent(params.token)}`);
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
          {m.errors.title}
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
  const outcome = online && order.status === 'pending' ? (readParams()?.outcome ?? null) : null;
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
