// The order's returns in its details: its withdrawal period (which the owner may extend) and each
// withdrawal the shopper made, with the refund (or the refusal) from there.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { getOrder } from '../../api/orders.ts';
import { listWithdrawals } from '../../api/withdrawals.ts';
import { useLoad } from '../useLoad.ts';
import { ReturnCard } from './ReturnCard.tsx';
import { WithdrawalPeriodForm } from './WithdrawalPeriodForm.tsx';

export function OrderReturns({ order, onRefreshed }: { order: Order; onRefreshed: (order: Order) => void }) {
  const { t } = useTranslation();
  const returns = useLoad(useCallback(() => listWithdrawals({ orderId: order.id }), [order.id]));
  const items = returns.data?.items ?? [];
  // a cancelled order has no period: the section only shows the returns it had
  if (order.status === 'cancelled' && items.length === 0) return null;
  const changed = async () => {
    await returns.reload();
    onRefreshed(await getOrder(order.id));
  };
  return (
    <section aria-labelledby={`returns-${order.id}`}>
      <h4 className="subhead" id={`returns-${order.id}`}>
        {t('returns.orderTitle')}
      </h4>
      <WithdrawalPeriodForm orderId={order.id} />
      {items.length > 0 && (
        <ul className="returns">
          {items.map((item) => (
            <ReturnCard key={item.id} item={item} onChanged={changed} showOrder={false} />
          ))}
        </ul>
      )}
    </section>
  );
}
