// The expanded row of the orders table (and the Kanban's details dialog): address, phone, the payment
// (method, structured communication or payment id, amounts due and paid), products, the totals line by
// line as on the invoice, the payment events, the e-mails with their delivery state and the status history.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatCents } from '../../logic/format.ts';
import { failureWords, openInvoice } from './order-actions.ts';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { OrderBreakdown } from './OrderBreakdown.tsx';
import { OrderGift } from './OrderGift.tsx';
import { OrderShipments } from './OrderShipments.tsx';
import { getOrder } from '../../api/orders.ts';
import { OrderEmails } from './OrderEmails.tsx';
import { countryWords } from './order-words.ts';
import { weightText } from '../../../domain/shipping/weight-text.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { PaymentFacts } from './PaymentFacts.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import { RefundRetry } from './RefundRetry.tsx';
import { OrderLedger } from './OrderLedger.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { ResendConfirmation } from './ResendConfirmation.tsx';
import { StatusHistory } from './StatusHistory.tsx';
import { Fact } from '../../components/Fact.tsx';

export function OrderDetails({ order: loaded }: { order: Order }) {
  const { t, i18n } = useTranslation();
  // the order as loaded, or as an action on it (a refund retried) answered since it was loaded
  const [refreshed, setRefreshed] = useState<{ of: Order; order: Order } | null>(null);
  const order = refreshed?.of === loaded ? refreshed.order : loaded;
  const setOrder = (next: Order) => setRefreshed({ of: loaded, order: next });
  const actions = usePendingAction<'invoice'>();
  return (
    <div className="order-details">
      <dl className="details-grid">
        <Fact term={t('orders.address')}>{order.address}</Fact>
        <Fact term={t('orders.city')}>{order.city}</Fact>
        <Fact term={t('orders.postalCode')}>{order.postal_code}</Fact>
        <Fact term={t('orders.country')}>{countryWords(order.country, i18n.language)}</Fact>
        <Fact term={t('orders.shippingZone')}>{order.shipping_zone_name ?? t('orders.noShippingZone')}</Fact>
        <Fact term={t('orders.shippingWeight')}>
          {order.shipping_weight_grams == null
            ? '—'
            : weightText(order.shipping_weight_grams, adminLanguage(i18n.language))}
        </Fact>
        <Fact term={t('orders.phone')}>{order.phone || t('orders.noPhone')}</Fact>
        <Fact term={t('orders.email')}>{order.email}</Fact>
        <PaymentFacts order={order} unknownReference={t('orders.noReference')} />
      </dl>
      <h4 className="subhead">{t('orders.products')}</h4>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>{item.product.name}</span>
            <span className="muted">
              {t('orders.quantityPrice', {
                quantity: item.quantity,
                price: formatCents(item.price_cents, i18n.language),
              })}
            </span>
          </li>
        ))}
      </ul>
      <OrderBreakdown lines={order.breakdown} />
      <OrderGift order={order} />
      <OrderLedger order={order} onRefreshed={setOrder} />
      <OrderReturns order={order} onRefreshed={setOrder} />
      <OrderShipments order={order} onChanged={async () => setOrder(await getOrder(order.id))} />
      {order.payment_events && <PaymentHistory events={order.payment_events} />}
      {order.emails && <OrderEmails orderId={order.id} emails={order.emails} />}
      {order.status_history.length > 0 && (
        <>
          <h4 className="subhead">{t('kanban.history')}</h4>
          <StatusHistory history={order.status_history} className="order-items status-history" />
        </>
      )}
      <div className="order-details__actions">
        <BusyButton
          className="btn btn--ghost btn--small"
          busy={actions.isPending('invoice')}
          onClick={() => void actions.run('invoice', () => openInvoice(order, t), failureWords)}
        >
          <Icon name="print" /> {t('orders.printInvoice')}
        </BusyButton>
        <ResendConfirmation order={order} />
        {order.emails && <InvoiceDownloads order={order} />}
      </div>
      <RefundRetry order={order} onRefreshed={setOrder} />
      <InlineError message={actions.errorOf('invoice')} />
    </div>
  );
}
