// "No unpaid parcel" in the back-office: before an order with money still due moves to
// shipped or completed (the table's status list, a Kanban drop), the owner is asked, in a dialog naming
// the amount due and the status. One per list on screen: `ask` resolves true when the owner confirms
// (the request then carries confirm_unpaid), false on cancel; a move that needs no question is not asked.
// Every move to "Annulée" of an order holding money asks too, naming the amount and how it goes back
// (through the card's provider at once, or to pay back by hand: the "to refund" list); confirmed, the
// request carries confirm_refund.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountDueOnceMoved, needsUnpaidConfirmation } from '../../../domain/orders/unpaid-move.ts';
import type { OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { getOrder } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatCents } from '../../logic/format.ts';

type Question = {
  order: Pick<Order, 'id' | 'total_cents' | 'amount_paid_cents' | 'paid_at' | 'payment_method'>;
  to: OrderStatus;
};

/** Whether a move cancels an order that holds money (received less refunded). */
const cancelsMoney = (order: Question['order'], to: OrderStatus) => to === 'cancelled' && order.amount_paid_cents > 0;

/** The owner's answer for a move: 'no' (cancelled), 'needless' (nothing due), 'confirmed'. */
export type UnpaidAnswer = 'no' | 'needless' | 'confirmed';
export type AskUnpaid = (order: Question['order'], to: OrderStatus) => Promise<UnpaidAnswer>;

export function useUnpaidConfirmation(): { ask: AskUnpaid; dialog: ReactNode } {
  const { t, i18n } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const ask: AskUnpaid = async (listed, to) => {
    // a cancellation names the money the order holds now: the list's copy lags behind a payment or a
    // refund just recorded in the details, so the order is read again (the server's check stays the rule)
    const order = to === 'cancelled' ? await getOrder(listed.id).catch(() => listed) : listed;
    if (!cancelsMoney(order, to) && !needsUnpaidConfirmation(to, amountDueOnceMoved(order))) return 'needless';
    answer.current?.(false); // a question still open is answered no
    setQuestion({ order, to });
    return new Promise((resolve) => {
      answer.current = (yes) => resolve(yes ? 'confirmed' : 'no');
    });
  };
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  };

  const refund = question !== null && cancelsMoney(question.order, question.to);
  const due = question ? formatCents(amountDueOnceMoved(question.order), i18n.language) : '';
  const held = question ? formatCents(question.order.amount_paid_cents, i18n.language) : '';
  const label = question ? t(`status.${question.to}`) : '';
  const id = question?.order.id ?? '';
  const how = question?.order.payment_method === 'bank-transfer' ? 'Hand' : 'Provider';
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      title={refund ? t('refundGuard.title', { id }) : t('unpaidGuard.title', { id })}
      message={
        refund
          ? t(`refundGuard.message${how}`, { id, amount: held })
          : t('unpaidGuard.message', { id, amount: due, label })
      }
      confirmLabel={refund ? t('refundGuard.confirm', { amount: held }) : t('unpaidGuard.confirm', { label })}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
  return { ask, dialog };
}
