// Every status the order went through, when, and who set it, in words ('par le client',
// 'automatiquement : délai de paiement expiré'…), and why a payment is to be refunded: on the Kanban
// card and in the order details.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { isRefundNeededNote } from '../../../domain/orders/status-actor.ts';
import { refundNoteOf } from '../../../domain/orders/refund-note.ts';
import { unpaidOverrideCents } from '../../../domain/orders/unpaid-move.ts';
import { formatCents, formatDateTime } from '../../logic/format.ts';
import { actorWords } from './order-words.ts';

export function StatusHistory({
  history,
  className,
}: {
  history: NonNullable<Order['status_history']>;
  className: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={className}>
      {history.map((change, index) => {
        const who = actorWords(change.actor, t);
        const unpaidDue = unpaidOverrideCents(change.note);
        const refund = refundNoteOf(change.note);
        return (
          <li key={change.id ?? index}>
            {t('kanban.historyEntry', {
              label: t(`status.${change.to_status}`),
              date: formatDateTime(change.changed_at, i18n.language),
            })}
            {who && <span className="muted"> · {who}</span>}
            {isRefundNeededNote(change.note) && <span className="muted"> · {t('orders.refundNeededReason')}</span>}
            {refund && (
              <span className="muted">
                {' '}
                · {t(`refunds.history.${refund.kind}`, { amount: formatCents(refund.amountCents, i18n.language) })}
              </span>
            )}
            {unpaidDue !== null && (
              <span className="muted">
                {' '}
                · {t('unpaidGuard.historyNote', { amount: formatCents(unpaidDue, i18n.language) })}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
