// The one payment line of a table row and a Kanban card ('Virement bancaire · +++000/0000/04242+++'),
// with the reference in its own span so a structured communication never breaks across lines, and the
// "refund needed" badge after it when money came in for an order that stays cancelled, or the
// "payment declined" one when the latest attempt of a pending order was refused.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { paymentCompact, referenceClass } from './order-words.ts';
import { DeclinedBadge, isPaymentDeclined } from './DeclinedBadge.tsx';
import { RefundNeededBadge } from './RefundNeededBadge.tsx';

/**
 * A structured communication may break after its slashes only (+++000/0000/ then 05151+++: the groups
 * as a bank form asks for them, copied whole), so it never runs past a narrow card; a payment id is
 * one line, cut with an ellipsis where the card ends (the full id in its title and in the details).
 */
function ReferenceText({ value, kind }: { value: string; kind: 'communication' | 'payment_id' }) {
  if (kind !== 'communication') return <>{value}</>;
  const groups = value.split('/');
  return (
    <>
      {groups.map((group, i) =>
        i < groups.length - 1 ? (
          <span key={i}>
            {group}/<wbr />
          </span>
        ) : (
          <span key={i}>{group}</span>
        ),
      )}
    </>
  );
}

export function PaymentCompact({ order, className }: { order: Order; className: string }) {
  const { t } = useTranslation();
  const text = paymentCompact(order, t);
  const reference = order.payment_reference ?? null;
  const at = reference ? text.lastIndexOf(reference.value) : -1;
  const line =
    !reference || at < 0 ? (
      <span className={className}>{text}</span>
    ) : (
      <span className={className}>
        {text.slice(0, at)}
        <span
          className={referenceClass(reference.kind)}
          title={reference.kind === 'payment_id' ? reference.value : undefined}
        >
          <ReferenceText value={reference.value} kind={reference.kind} />
        </span>
        {text.slice(at + reference.value.length)}
      </span>
    );
  if (!order.refund_needed_at && !isPaymentDeclined(order)) return line;
  return (
    <>
      {line} <RefundNeededBadge order={order} />
      <DeclinedBadge order={order} />
    </>
  );
}
