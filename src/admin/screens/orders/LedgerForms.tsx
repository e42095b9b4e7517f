// The owner's money forms of an order: "Record a payment" (amount in euros, method, day received;
// partial allowed, more than due shows as to refund) and "Refund" (amount, reason, the units of each
// line going back on sale). Each answers with the order as it is now; the lists reload. A refund form
// submission carries a key of its own (a new one whenever the form changes): the same submission sent
// twice (a double click, a retry after a timeout) makes one refund.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HAND_PAYMENT_METHODS } from '../../../contract/admin/ledger.ts';
import { centsFromInput, centsToInput } from '../../../domain/pricing/cents-input.ts';
import { failureText } from '../../api/failure-text.ts';
import { recordPayment, recordRefund } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatCents } from '../../logic/format.ts';
import { ordersChanged } from './orders-version.ts';
import { RestockFields, restockRequest } from './RestockFields.tsx';

const brusselsToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Brussels' });

function PaymentForm({ order, onRefreshed }: { order: Order; onRefreshed: (order: Order) => void }) {
  const { t } = useTranslation();
  const action = usePendingAction<'pay'>();
  const [amount, setAmount] = useState(centsToInput(Math.max(0, order.balance_due_cents)));
  const [method, setMethod] = useState<(typeof HAND_PAYMENT_METHODS)[number]>('bank_transfer');
  const [day, setDay] = useState(brusselsToday());
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromInput(amount);
    setInvalid(cents === null || cents <= 0);
    if (cents === null || cents <= 0) return;
    const outcome = await action.run(
      'pay',
      () => recordPayment(order.id, { amount_cents: cents, method, received_on: day }),
      (error) => failureText(error, 'ledger.error', t),
    );
    if (outcome.status !== 'done') return;
    const { message: _message, ...next } = outcome.value;
    showToast('success', t('ledger.paymentRecorded', { id: order.id }));
    onRefreshed(next);
    ordersChanged();
  };
  const id = `pay-${order.id}`;
  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} aria-label={t('ledger.recordPayment')}>
      <div className="field field--narrow">
        <label htmlFor={`${id}-amount`}>{t('ledger.amount')}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={invalid}
        />
      </div>
      <div className="field field--narrow">
        <label htmlFor={`${id}-method`}>{t('ledger.method')}</label>
        <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
          {HAND_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`ledger.methods.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--narrow">
        <label htmlFor={`${id}-day`}>{t('ledger.receivedOn')}</label>
        <input id={`${id}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </div>
      <BusyButton type="submit" className="btn btn--primary btn--small" busy={action.isPending('pay')}>
        {t('ledger.recordPayment')}
      </BusyButton>
      <InlineError message={invalid ? t('ledger.amountInvalid') : action.errorOf('pay')} />
    </form>
  );
}

function RefundForm({ order, onRefreshed }: { order: Order; onRefreshed: (order: Order) => void }) {
  const { t, i18n } = useTranslation();
  const action = usePendingAction<'refund'>();
  const held = order.amount_paid_cents;
  const [amount, setAmount] = useState(centsToInput(Math.max(0, -order.balance_due_cents)));
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState<Record<number, number>>({});
  const [invalid, setInvalid] = useState(false);
  // this submission's key: kept while the form stays as it is, so sending it again is the same refund
  const [submissionKey, setSubmissionKey] = useState(() => crypto.randomUUID());
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSubmissionKey(crypto.randomUUID());
    };
  if (held <= 0) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromInput(amount);
    const bad = cents === null || cents <= 0 || cents > held || reason.trim() === '';
    setInvalid(bad);
    if (bad || cents === null) return;
    const outcome = await action.run(
      'refund',
      () =>
        recordRefund(order.id, {
          amount_cents: cents,
          reason: reason.trim(),
          restock: restockRequest(order, restock),
          idempotency_key: submissionKey,
        }),
      (error) => failureText(error, 'ledger.error', t),
    );
    if (outcome.status !== 'done') return;
    const { message: _message, refunds, ...next } = outcome.value;
    const failed = refunds.some((r) => r.result === 'refund_failed');
    showToast(
      failed ? 'error' : 'success',
      t(failed ? 'ledger.refundFailed' : 'ledger.refundRecorded', { id: order.id }),
    );
    onRefreshed(next);
    ordersChanged();
  };
  const id = `refund-${order.id}`;
  return (
    <form className="ledger-form" onSubmit={(e) => void submit(e)} aria-label={t('ledger.refund')}>
      <div className="field field--narrow">
        <label htmlFor={`${id}-amount`}>{t('ledger.refundAmount', { max: formatCents(held, i18n.language) })}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => changed(setAmount)(e.target.value)}
          aria-invalid={invalid}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('ledger.reason')}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          onChange={(e) => changed(setReason)(e.target.value)}
        />
      </div>
      <RestockFields order={order} chosen={restock} onChange={changed(setRestock)} />
      <BusyButton type="submit" className="btn btn--ghost btn--small" busy={action.isPending('refund')}>
        {t('ledger.refund')}
      </BusyButton>
      <InlineError message={invalid ? t('ledger.refundInvalid') : action.errorOf('refund')} />
    </form>
  );
}

export function LedgerForms({ order, onRefreshed }: { order: Order; onRefreshed: (order: Order) => void }) {
  return (
    <div className="ledger-forms">
      <PaymentForm key={`pay-${order.balance_due_cents}`} order={order} onRefreshed={onRefreshed} />
      <RefundForm
        key={`refund-${order.amount_paid_cents}-${order.items.reduce((n, i) => n + i.restocked_quantity, 0)}`}
        order={order}
        onRefreshed={onRefreshed}
      />
    </div>
  );
}
