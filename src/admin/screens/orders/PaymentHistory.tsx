// The order's payment events in words: received (with the amount), received late, received but not
// applied, declined, cancelled by the customer, page expired, method changed; each with its payment
// method and time. Only the order's details carry them.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { paymentEventLine } from './order-words.ts';

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
            <li key={index}>{paymentEventLine(event, t, i18n.language)}</li>
          ))}
        </ol>
      )}
    </>
  );
}
