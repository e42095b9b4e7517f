// The payment's facts as rows of a description list (the order details' and the Kanban card's):
// method (with its provider), the reference to match money with, the amount still due and the amount
// received, and since when a refund is owed (money came in for an order that stays cancelled).
// `unknownReference` is what a card order without a payment id shows ('N/A' on the card).
import { useTranslation } from 'react-i18next';
import { formatIbanForReading } from '../../../domain/payments/iban-format.ts';
import type { Order } from '../../api/types.ts';
import { formatCents, formatDateTime } from '../../logic/format.ts';
import { paymentMethodWords, referenceClass, referenceLabel } from './order-words.ts';

export function PaymentFacts({ order, unknownReference }: { order: Order; unknownReference: string }) {
  const { t, i18n } = useTranslation();
  const reference =
    order.payment_reference ?? (order.payment_id ? { kind: 'payment_id' as const, value: order.payment_id } : null);
  return (
    <>
      <div>
        <dt>{t('orders.payment')}</dt>
        <dd>{paymentMethodWords(order, t) ?? t('orders.paymentUnavailable')}</dd>
      </div>
      <div>
        <dt>{referenceLabel(reference?.kind ?? 'payment_id', t)}</dt>
        <dd className={reference ? referenceClass(reference.kind) : undefined}>
          {reference?.value ?? unknownReference}
        </dd>
      </div>
      {typeof order.amount_due_cents === 'number' && (
        <div>
          <dt>{t('orders.amountDue')}</dt>
          <dd>{formatCents(order.amount_due_cents, i18n.language)}</dd>
        </div>
      )}
      {typeof order.amount_paid_cents === 'number' && (
        <div>
          <dt>{t('orders.amountPaid')}</dt>
          <dd>{formatCents(order.amount_paid_cents, i18n.language)}</dd>
        </div>
      )}
      {order.payer && (
        <div>
          <dt>{t('refunds.payer')}</dt>
          <dd className={referenceClass('payment_id')}>
            {[order.payer.name, order.payer.iban && formatIbanForReading(order.payer.iban)]
              .filter(Boolean)
              .join(' · ') || t('refunds.payerUnknown')}
          </dd>
        </div>
      )}
      {order.refund_needed_at && (
        <div>
          <dt>{t('orders.refundNeeded')}</dt>
          <dd>{formatDateTime(order.refund_needed_at, i18n.language)}</dd>
        </div>
      )}
    </>
  );
}
