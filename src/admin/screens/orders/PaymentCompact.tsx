// The one payment line of a table row and a Kanban card ('Virement bancaire · +++000/0000/04242+++'),
// with the reference in its own span so a structured communication never breaks across lines.
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { paymentCompact, referenceClass } from './order-words.ts';

export function PaymentCompact({ order, className }: { order: Order; className: string }) {
  const { t } = useTranslation();
  const text = paymentCompact(order, t);
  const reference = order.payment_reference ?? null;
  const at = reference ? text.lastIndexOf(reference.value) : -1;
  if (!reference || at < 0) return <span className={className}>{text}</span>;
  return (
    <span className={className}>
      {text.slice(0, at)}
      <span className={referenceClass(reference.kind)}>{reference.value}</span>
      {text.slice(at + reference.value.length)}
    </span>
  );
}
