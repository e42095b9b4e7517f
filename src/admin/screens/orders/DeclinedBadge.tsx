// "Payment declined": a pending order whose latest payment attempt the provider
// refused (a declined card, a refused PayPal payment) looked like any order waiting for its money;
// only the payment history in its details said so. A mark beside its payment line, on the table's
// row and the Kanban card alike, not a status (the spec's five stay as they are).
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';

export function isPaymentDeclined(order: Pick<Order, 'status' | 'last_payment_outcome'>): boolean {
  return order.status === 'pending' && order.last_payment_outcome === 'declined';
}

export function DeclinedBadge({ order }: { order: Pick<Order, 'status' | 'last_payment_outcome'> }) {
  const { t } = useTranslation();
  if (!isPaymentDeclined(order)) return null;
  return (
    <span className="badge badge--red" title={t('paymentDeclined.title')}>
      {t('paymentDeclined.badge')}
    </span>
  );
}
