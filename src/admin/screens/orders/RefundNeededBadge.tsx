// "Refund needed": money came in for an order that stays cancelled (a late payment after an admin's
// cancellation, or after the expiry with the stock gone). A mark beside the order, not a status: the
// statuses are the spec's five. It goes away when the order leaves 'cancelled'.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';

export function RefundNeededBadge({ order }: { order: Pick<Order, 'refund_needed_at'> }) {
  const { t } = useTranslation();
  if (!order.refund_needed_at) return null;
  return <span className="badge badge--red">{t('orders.refundNeeded')}</span>;
}
