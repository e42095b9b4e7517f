// The thank-you page: the real order, fetched with the token the checkout (or the payment provider's
// return URL) put in the address, so a reload shows it again.
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../domain/catalog/types.ts';
import { localeOf } from '../domain/pricing/money.ts';
import { forgetPendingPayment } from './checkout/pending-payment.ts';
import { fill } from './format.ts';
import { BankTransferDetails } from './thank-you/BankTransferDetails.tsx';
import type { ThankYouMessages } from './thank-you/messages.ts';
import { fetchOrder, resumePayment, type OrderView } from './thank-you/order-view.ts';
import { OrderLines } from './thank-you/OrderLines.tsx';
import { PaymentNotice, type ResumeState } from './thank-you/PaymentNotice.tsx';

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

function readParams(): { id: string; token: string; cancelled: boolean } | null {
  const params = new URLSearchParams(window.location.search);
  const id = params.get('order') ?? '';
  const token = params.get('token') ?? '';
  // The provider's cancel URL is the thank-you page with payment=cancelled (the test gateway's decline: declined).
  const cancelled = params.get('payment') === 'cancelled' || params.get('payment') === 'declined';
  return /^\d{1,18}$/.test(id) && token ? { id, token, cancelled } : null;
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
      // Paid (or cancelled): nothing left to resume from the checkout's back button.
      if (result.order.status !== 'pending') forgetPendingPayment(result.order.id);
      const waiting = result.order.status === 'pending' && result.order.paymentMethod !== 'bank-transfer' && !params.cancelled;
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

  const resumeOrderPayment = async () => {
    const params = readParams();
    if (!params) return;
    setResume('busy');
    const url = await resumePayment(params.id, params.token);
    if (url) window.location.assign(url);
    else setResume('failed');
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
  const date = order.createdAt ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(new Date(order.createdAt)) : '';
  const s = order.shipping;
  const cancelled = readParams()?.cancelled ?? false;
  return (
    <div className="thankyou">
      <header className="thankyou__header">
        <h1 ref={headingRef} tabIndex={-1}>
          {m.title}
        </h1>
        <p className="lede">{fill(m.intro, { email: s.email })}</p>
      </header>

      <PaymentNotice
        m={m}
        order={order}
        polling={polling}
        cancelled={cancelled}
        resume={resume}
        onResume={() => void resumeOrderPayment()}
        onCheck={() => (setPolling(true), void load(POLL_DELAYS_MS.length - 1))}
      />

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
