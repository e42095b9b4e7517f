// The expanded row of the orders table: address, phone, payment line, products, total and payment history.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { formatEuros } from '../../logic/format.ts';
import { openInvoice, resendConfirmation } from './order-actions.ts';
import { PaymentHistory } from './PaymentHistory.tsx';
import { paymentMethodLabel } from './payment-method-label.ts';

export function paymentLine(order: Order, t: TFunction): string {
  if (!order.payment_id) return t('orders.paymentUnavailable');
  const method = paymentMethodLabel(order.payment_method, t) ?? order.payment_provider ?? '';
  return method ? t('orders.paymentLine', { method, id: order.payment_id }) : order.payment_id;
}

export function itemName(item: NonNullable<Order['items']>[number]): string {
  return item.product?.name ?? item.product_name ?? `#${item.product_id ?? ''}`;
}

export function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState(false);
  return (
    <div className="order-details">
      <dl className="details-grid">
        <div><dt>{t('orders.address')}</dt><dd>{order.address}</dd></div>
        <div><dt>{t('orders.city')}</dt><dd>{order.city}</dd></div>
        <div><dt>{t('orders.postalCode')}</dt><dd>{order.postal_code}</dd></div>
        <div><dt>{t('orders.phone')}</dt><dd>{order.phone || t('orders.noPhone')}</dd></div>
        <div><dt>{t('orders.email')}</dt><dd>{order.email}</dd></div>
        <div><dt>{t('orders.payment')}</dt><dd>{paymentLine(order, t)}</dd></div>
      </dl>
      <h4 className="subhead">{t('orders.products')}</h4>
      <ul className="order-items">
        {(order.items ?? []).map((item) => (
          <li key={item.id}>
            <span>{itemName(item)}</span>
            <span className="muted">{t('orders.quantityPrice', { quantity: item.quantity, price: formatEuros(item.price, i18n.language) })}</span>
          </li>
        ))}
      </ul>
      <p className="order-total"><span>{t('orders.total')}</span><strong>{formatEuros(order.total, i18n.language)}</strong></p>
      {order.payment_events && <PaymentHistory events={order.payment_events} />}
      <div className="order-details__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void openInvoice(order, t)}>
          <Icon name="print" /> {t('orders.printInvoice')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={sending}
          onClick={async () => { setSending(true); await resendConfirmation(order, t); setSending(false); }}>
          <Icon name="send" /> {sending ? t('orders.sendingEmail') : t('orders.sendEmail')}
        </button>
      </div>
    </div>
  );
}
