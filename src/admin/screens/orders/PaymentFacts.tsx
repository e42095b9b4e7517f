// The payment's facts as rows of a description list (the order details' and the Kanban card's):
// method (with its provider), the reference to match money with, the amount still due and the amount
// received, and since when a refund is owed (money came in for an order that stays cancelled).
// `unknownReference` is what a card order without a payment id shows ('N/A' on the card).
import { useTranslation } from 'react-i18next';
import { formatIbanForReading } from '../../../domain/payments/iban-format.ts';
import type { Order } from '../../api/types.ts';
import { formatCents, formatDateTime } from '../../logic/format.ts';
import { paymentMethodWords, referenceClass, referenceLabel } from './order-words.ts';
import { Fact } from '../../components/Fact.tsx';

export function PaymentFacts({ order, unknownReference }: { order: Order; unknownReference: string }) {
  const { t, i18n } = useTranslation();
  const reference =
    order.payment_reference ?? (order.payment_id ? { kind: 'payment_id' as const, value: order.payment_id } : null);
  return (
    <>
      <Fact term={t('orders.payment')}>{paymentMethodWords(order, t) ?? t('orders.paymentUnavailable')}</Fact>
      <Fact
        term={referenceLabel(reference?.kind ?? 'payment_id', t)}
        valueClassName={reference ? referenceClass(reference.kind) : undefined}
      >
        {reference?.value ?? unknownReference}
      </Fact>
      {typeof order.amount_due_cents === 'number' && (
        <Fact term={t('orders.amountDue')}>{formatCents(order.amount_due_cents, i18n.language)}</Fact>
      )}
      {typeof order.amount_paid_cents === 'number' && (
        <Fact term={t('orders.amountPaid')}>{formatCents(order.amount_paid_cents, i18n.language)}</Fact>
      )}
      {order.payer && (
        <Fact term={t('refunds.payer')} valueClassName={referenceClass('payment_id')}>
          {[order.payer.name, order.payer.iban && formatIbanForReading(order.payer.iban)].filter(Boolean).join(' · ') ||
            t('refunds.payerUnknown')}
        </Fact>
      )}
      {order.refund_needed_at && (
        <Fact term={t('orders.refundNeeded')}>{formatDateTime(order.refund_needed_at, i18n.language)}</Fact>
      )}
    </>
  );
}
