// "Retry the refund" in an order's details: shown while the order is cancelled and
// marked "refund needed" (its provider refused the refund, or could not be reached). The provider is
// asked again with the first attempt's Idempotency-Key (POST /api/orders/{id}/refund); the details then
// show the order as it is (its payment and status histories hold the new attempt), and the lists reload.
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure-text.ts';
import { retryRefund } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatCents } from '../../logic/format.ts';
import { ordersChanged } from './orders-version.ts';

export function RefundRetry({ order, onRefreshed }: { order: Order; onRefreshed: (order: Order) => void }) {
  const { t, i18n } = useTranslation();
  const action = usePendingAction<'refund'>();
  if (order.status !== 'cancelled' || !order.refund_needed_at) return null;
  const retry = async () => {
    const outcome = await action.run(
      'refund',
      () => retryRefund(order.id),
      (error) => failureText(error, 'refundRetry.error', t),
    );
    if (outcome.status !== 'done') return;
    const { refunds, message: _message, ...refreshed } = outcome.value;
    const refunded = refunds.filter((r) => r.result !== 'refund_failed').reduce((sum, r) => sum + r.amount_cents, 0);
    if (refreshed.refund_needed_at === null)
      showToast('success', t('refundRetry.done', { id: order.id, amount: formatCents(refunded, i18n.language) }));
    else showToast('error', t('refundRetry.stillRefused', { id: order.id }));
    onRefreshed(refreshed);
    ordersChanged();
  };
  return (
    <div className="refund-retry">
      <BusyButton
        className="btn btn--primary btn--small"
        busy={action.isPending('refund')}
        busyLabel={t('refundRetry.busy')}
        onClick={() => void retry()}
      >
        {t('refundRetry.action')}
      </BusyButton>
      <InlineError message={action.errorOf('refund')} />
    </div>
  );
}
