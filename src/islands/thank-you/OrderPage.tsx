// The order on its page: what happened to the payment and the way on, the order's facts, the transfer
// details while a bank transfer is awaited, the lines and amounts, and where it goes.
import type { Ref } from 'react';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import type { ThankYouMessages } from './messages.ts';
import {
  checkAgain,
  payAgain,
  paymentOutcomeOf,
  resumeOrderPayment,
  type OrderPageStore,
  type ResumeState,
} from './order-page-store.ts';
import type { OrderView } from './order-view.ts';
import { OrderDocuments } from './OrderDocuments.tsx';
import { OrderFacts } from './OrderFacts.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderMoney } from './OrderMoney.tsx';
import { PaymentNotice } from './PaymentNotice.tsx';
import { PaymentRetry } from './PaymentRetry.tsx';
import { ShipmentTracking } from './ShipmentTracking.tsx';
import { ShippingInfo } from './ShippingInfo.tsx';

interface Props {
  m: ThankYouMessages;
  lang: Language;
  store: OrderPageStore;
  order: OrderView;
  payment: { polling: boolean; resume: ResumeState };
  countries: Record<string, string>;
  paths: { shop: string; contact: string; withdrawal: string };
  headingRef: Ref<HTMLHeadingElement>;
}

export function OrderPage({ m, lang, store, order, payment, countries, paths, headingRef }: Props) {
  const outcome = paymentOutcomeOf(store, order);
  // The confirmation of a card or PayPal order goes out with its payment.
  const intro =
    order.paymentMethod !== 'bank-transfer' && order.status === 'pending' ? m.introAwaitingPayment : m.intro;
  return (
    <div className="thankyou">
      <header className="thankyou__header">
        <h1 ref={headingRef} tabIndex={-1}>
          {outcome === 'declined'
            ? m.failed.declinedTitle
            : outcome === 'cancelled'
              ? m.failed.cancelledTitle
              : m.title}
        </h1>
        <p className="lede">{outcome ? m.failed[outcome] : interpolate(intro, { email: order.shipping.email })}</p>
      </header>
      {outcome ? (
        <PaymentRetry m={m} lang={lang} order={order} onPay={(method) => payAgain(store, method)} />
      ) : (
        <PaymentNotice
          m={m}
          order={order}
          {...payment}
          onResume={() => void resumeOrderPayment(store)}
          onCheck={() => checkAgain(store)}
        />
      )}
      <OrderFacts m={m} lang={lang} order={order} />
      <div className="thankyou__grid">
        <div className="thankyou__col">
          {order.bankTransfer && order.status === 'pending' && (
            <BankTransferDetails m={m} lang={lang} bank={order.bankTransfer} deadline={order.holdUntil} />
          )}
          <OrderLines m={m} lang={lang} order={order} />
          <OrderMoney m={m} lang={lang} order={order} />
        </div>
        <div className="thankyou__col">
          <ShipmentTracking m={m} shipments={order.shipments} />
          {store.address?.kind === 'order' && (
            <OrderDocuments m={m} lang={lang} orderId={order.id} token={store.address.token} status={order.status} />
          )}
          <ShippingInfo m={m} shipping={order.shipping} countries={countries} deliveryDays={order.deliveryDays} />
        </div>
      </div>
      <div className="thankyou-actions">
        <a className="btn" href={paths.shop}>
          {m.actions.continueShopping}
        </a>
        <a className="btn btn--ghost" href={paths.contact}>
          {m.actions.contact}
        </a>
        {/* the withdrawal function, its order number filled in (the e-mail is typed: it never rides in an address) */}
        <a className="btn btn--ghost" href={`${paths.withdrawal}?order=${encodeURIComponent(order.number)}`}>
          {m.actions.withdraw}
        </a>
      </div>
    </div>
  );
}
