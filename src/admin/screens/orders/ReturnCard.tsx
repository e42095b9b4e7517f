// One return in the back-office (the returns list and the order's details): who withdrew, when
// (Brussels), which lines, what it is worth, the day the refund is due by law (14 days after the
// withdrawal; marked when overdue), and the owner's actions: the parcel came back, refund it through the
// order's refunds (POST /api/orders/{id}/refunds: the ledger and a credit note), which makes it
// "refunded", or refuse it with a reason the shopper receives (then it is no longer refunded from here).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal } from '../../../contract/admin/withdrawals.ts';
import { recordRefund } from '../../api/orders.ts';
import { setGoodsReceived } from '../../api/withdrawals.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatCents, formatDateTime, formatLongDate } from '../../logic/format.ts';
import { failureWords } from './order-actions.ts';
import { RefuseReturn } from './RefuseReturn.tsx';

interface Props {
  item: AdminWithdrawal;
  onChanged(): void | Promise<void>;
  /** The list shows the order's number; the order's own details need not. */
  showOrder?: boolean;
}

export function ReturnCard({ item, onChanged, showOrder = true }: Props) {
  const { t, i18n } = useTranslation();
  const actions = usePendingAction<'goods' | 'refund'>();
  const [asking, setAsking] = useState(false);
  const amount = formatCents(item.amount_cents, i18n.language);
  const toggleGoods = () =>
    actions.run(
      'goods',
      async () => {
        await setGoodsReceived(item.id, item.goods_received_at === null);
        await onChanged();
      },
      failureWords,
    );
  const refund = () =>
    actions.run(
      'refund',
      async () => {
        const reason = t('returns.refundReason', { number: item.order_number, date: item.received_brussels });
        await recordRefund(item.order_id, { amount_cents: item.amount_cents, reason });
        await onChanged();
      },
      failureWords,
    );
  return (
    <li className="panel return-card">
      <div className="return-card__head">
        <p className="strong">
          {showOrder ? `${item.order_number} · ` : ''}
          {item.name} <span className="muted">· {item.email}</span>
        </p>
        <span className={`pill return-card__status return-card__status--${item.status}`}>
          {t(`returns.status.${item.status}`)}
        </span>
      </div>
      <ReturnDates item={item} />
      <ul className="order-items">
        {item.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.product_name}
            </span>
            <span className="muted">{formatCents(line.unit_price_cents * line.quantity, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <p>
        {item.status === 'refunded'
          ? t('returns.refunded', { amount: formatCents(item.refunded_cents, i18n.language) })
          : item.status === 'refused'
            ? t('returns.refusedReason', { reason: item.refusal_reason ?? '' })
            : t('returns.amount', { amount })}
      </p>
      {(item.status === 'awaiting_goods' || item.status === 'goods_received') && (
        <div className="return-card__actions">
          <BusyButton
            className="btn btn--ghost btn--small"
            busy={actions.isPending('goods')}
            onClick={() => void toggleGoods()}
          >
            {item.goods_received_at ? t('returns.goodsNotReceived') : t('returns.goodsReceived')}
          </BusyButton>
          <BusyButton className="btn btn--small" busy={actions.isPending('refund')} onClick={() => setAsking(true)}>
            {t('returns.refund', { amount })}
          </BusyButton>
          <RefuseReturn item={item} onChanged={onChanged} />
        </div>
      )}
      <InlineError message={actions.errorOf('goods') ?? actions.errorOf('refund')} />
      <ConfirmDialog
        open={asking}
        title={t('returns.confirmTitle', { number: item.order_number })}
        message={t('returns.confirmText', { amount, name: item.name })}
        confirmLabel={t('returns.refund', { amount })}
        onConfirm={() => {
          setAsking(false);
          void refund();
        }}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

/** When the withdrawal came, and the law's refund deadline (14 days), marked once it has passed. */
function ReturnDates({ item }: { item: AdminWithdrawal }) {
  const { t, i18n } = useTranslation();
  const due = formatLongDate(item.refund_due_on, i18n.language);
  return (
    <p className="muted small">
      {t('returns.received', { date: formatDateTime(item.received_at, i18n.language) })}
      {' · '}
      {item.refund_overdue ? (
        <strong className="return-card__overdue">{t('returns.refundOverdue', { date: due })}</strong>
      ) : (
        t('returns.refundDue', { date: due })
      )}
    </p>
  );
}
