// One order of the table: its number (which opens the details row beneath), the customer, date,
// amount with how it is paid, its status list (showing a change at once, busy until the answer, the
// error beside it if refused) and its delete button.
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import type { Order } from '../../api/types.ts';
import { BusyNote, InlineError } from '../../components/BusyButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { DeleteCell, RowCheckbox, rowState } from '../../components/ListSelection.tsx';
import { Loading } from '../../components/StateViews.tsx';
import type { ListSelectionView } from '../../components/useListSelection.ts';
import type { PendingActions } from '../../components/usePendingAction.ts';
import { formatShortDate } from '../../logic/format.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { orderTotal } from './order-words.ts';
import { BalanceDue } from './OrderLedger.tsx';
import { PaymentCompact } from './PaymentCompact.tsx';
import { useOrderDetail } from './useOrderDetail.ts';
import { FormError } from '../../components/FormError.tsx';

interface OrderRowProps {
  order: Order;
  selection: ListSelectionView<number>;
  /** Each row's status change under way, with the status it shows meanwhile. */
  statusChanges: PendingActions<number, OrderStatus>;
  onStatus: (order: Order, status: OrderStatus) => void;
}

function StatusCell({ order, selection, statusChanges, onStatus }: OrderRowProps) {
  const { t } = useTranslation();
  const status = statusChanges.previewOf(order.id) ?? order.status;
  const changing = statusChanges.isPending(order.id);
  const error = statusChanges.errorOf(order.id);
  const errorId = `order-${order.id}-status-error`;
  return (
    <td data-label={t('orders.colStatus')}>
      <select
        className={`status-select status-select--${status}`}
        aria-label={t('orders.statusOf', { id: order.id })}
        value={status}
        aria-busy={changing || undefined}
        aria-disabled={changing || selection.deletes.isPending(order.id) || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => isOrderStatus(e.target.value) && onStatus(order, e.target.value)}
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
      {changing && <BusyNote label={t('common.saving')} />}
      <InlineError id={errorId} message={error} />
    </td>
  );
}

export function OrderRow(props: OrderRowProps) {
  const { order, selection } = props;
  const { t, i18n } = useTranslation();
  const { detail, toggle } = useOrderDetail(order.id);
  const detailsId = `order-${order.id}-details`;
  return (
    <Fragment>
      <tr {...rowState(selection, order.id)}>
        <RowCheckbox selection={selection} id={order.id} name={`${t('orders.colOrder')} #${order.id}`} />
        <td>
          <button
            type="button"
            className="link-btn"
            aria-expanded={detail !== null}
            aria-controls={detail ? detailsId : undefined}
            aria-label={t('orders.toggleDetails', { id: order.id })}
            onClick={() => void toggle()}
          >
            #{order.id} <Icon name={detail ? 'chevronUp' : 'chevronDown'} size={14} />
          </button>
        </td>
        <td>
          <span className="strong">{order.name}</span>
          <br />
          <span className="muted small">{order.email}</span>
        </td>
        <td data-label={t('orders.colDate')}>{formatShortDate(order.created_at, i18n.language)}</td>
        <td className="num" data-label={t('orders.colAmount')}>
          {orderTotal(order, i18n.language)}
          <br />
          <PaymentCompact order={order} className="muted small" />
          <br />
          <span className="small">
            <BalanceDue order={order} />
          </span>
        </td>
        <StatusCell {...props} />
        <DeleteCell selection={selection} id={order.id} label={t('orders.deleteLabel', { id: order.id })} />
      </tr>
      {detail && (
        <tr className="details-row" id={detailsId}>
          <td colSpan={7}>
            {detail === 'loading' ? (
              <Loading />
            ) : detail === 'error' ? (
              <FormError error={t('orders.detailsErrorTable')} />
            ) : (
              <OrderDetails order={detail} />
            )}
          </td>
        </tr>
      )}
    </Fragment>
  );
}
