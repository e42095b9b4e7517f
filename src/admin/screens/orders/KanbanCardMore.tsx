// What a Kanban card shows once opened: e-mail, address, the payment, the products and the status
// history (once the full order is in), and its "Détails" and "Facture" buttons.
import { useTranslation } from 'react-i18next';
import { postalAddressLine } from '../../../domain/orders/address-format.ts';
import type { Order } from '../../api/types.ts';
import { showToast } from '../../components/toast-store.ts';
import { failureWords, openInvoice } from './order-actions.ts';
import { PaymentFacts } from './PaymentFacts.tsx';
import { StatusHistory } from './StatusHistory.tsx';
import type { OrderDetail } from './useOrderDetail.ts';
import { Fact } from '../../components/Fact.tsx';
import { FormError } from '../../components/FormError.tsx';

function FullOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="kcard__facts">
        <Fact term={t('orders.email')}>{order.email}</Fact>
        <Fact term={t('orders.address')}>{postalAddressLine({ ...order, postalCode: order.postal_code })}</Fact>
        <PaymentFacts order={order} unknownReference={t('kanban.notAvailable')} />
      </dl>
      <p className="kcard__label">{t('orders.products')}</p>
      <ul className="kcard__items">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.product.name}
          </li>
        ))}
      </ul>
      <p className="kcard__label">{t('kanban.history')}</p>
      <StatusHistory history={order.status_history} className="kcard__history" />
    </>
  );
}

export function KanbanCardMore({
  id,
  order,
  detail,
  onDetails,
}: {
  id: string;
  order: Order;
  detail: OrderDetail;
  onDetails?: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const full = detail && typeof detail === 'object' ? detail : null;
  return (
    <div className="kcard__more" id={id}>
      {detail === 'loading' && <p className="muted small">{t('kanban.loadingCard')}</p>}
      {detail === 'error' && <FormError error={t('orders.detailsErrorKanban')} />}
      {full && <FullOrder order={full} />}
      <div className="kcard__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onDetails?.(full ?? order)}>
          {t('kanban.details')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() =>
            void openInvoice(full ?? order, t).catch((error: unknown) => showToast('error', failureWords(error)))
          }
        >
          {t('kanban.invoice')}
        </button>
      </div>
    </div>
  );
}
