// The order's payment attempts in words: received, declined, cancelled by the customer, page expired,
// method changed; each with its payment method and time. Only the order's details carry them.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { formatDateTime } from '../../logic/format.ts';
import { paymentMethodLabel } from './payment-method-label.ts';

export function PaymentHistory({ events }: { events: NonNullable<Order['payment_events']> }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h4 className="subhead">{t('orders.paymentHistory')}</h4>
      {events.length === 0 ? (
        <p className="muted small">{t('orders.noPaymentEvents')}</p>
      ) : (
        <ol className="order-items payment-history">
          {events.map((event, index) => (
            <li key={index}>
              {t('orders.paymentEvent', {
                label: t(`orders.paymentOutcomes.${event.outcome}`),
                method: paymentMethodLabel(event.payment_method, t) ?? event.provider,
                date: formatDateTime(event.received_at, i18n.language),
              })}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
