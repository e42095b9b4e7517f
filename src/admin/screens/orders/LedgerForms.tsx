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
import { ActionForm } from '../../components/ActionForm.tsx';
import { FormField, TextField } from '../../components/FormField.tsx';
import { Options } from '../../components/Options.tsx';
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
  };
  const id = `pay-${order.id}`;
  return (
    <ActionForm
      label={t('ledger.recordPayment')}
      busy={action.isPending('pay')}
      error={invalid ? t('ledger.amountInvalid') : action.errorOf('pay')}
      onSubmit={submit}
    >
      <FormField id={`${id}-amount`} label={t('ledger.amount')} className="field--narrow">
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={invalid}
          />
        )}
      </FormField>
      <FormField id={`${id}-method`} label={t('ledger.method')} className="field--narrow">
        {(control) => (
          <select {...control} value={method} onChange={(e) => setMethod(e.target.value as typeof method)}>
            <Options values={HAND_PAYMENT_METHODS} labelOf={(m) => t(`ledger.methods.${m}`)} />
          </select>
        )}
      </FormField>
      <TextField
        id={`${id}-day`}
        label={t('ledger.receivedOn')}
        className="field--narrow"
        value={day}
        onChange={setDay}
        input={{ type: 'date' }}
      />
    </ActionForm>
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
  };
  const id = `refund-${order.id}`;
  return (
    <ActionForm
      label={t('ledger.refund')}
      primary={false}
      busy={action.isPending('refund')}
      error={invalid ? t('ledger.refundInvalid') : action.errorOf('refund')}
      onSubmit={submit}
    >
      <FormField
        id={`${id}-amount`}
        label={t('ledger.refundAmount', { max: formatCents(held, i18n.language) })}
        className="field--narrow"
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            value={amount}
            onChange={(e) => changed(setAmount)(e.target.value)}
            aria-invalid={invalid}
          />
        )}
      </FormField>
      <TextField
        id={`${id}-reason`}
        label={t('ledger.reason')}
        value={reason}
        onChange={changed(setReason)}
        input={{ maxLength: 500 }}
      />
      <RestockFields order={order} chosen={restock} onChange={changed(setRestock)} />
    </ActionForm>
  );
}

export function LedgerForms({ order, onRefreshed }: { order: Order; onRefreshed: (order: Order) => void }) {
  // either form's answer: the order as it is now, and the lists reload
  const answered = (next: Order) => {
    onRefreshed(next);
    ordersChanged();
  };
  return (
    <div className="ledger-forms">
      <PaymentForm key={`pay-${order.balance_due_cents}`} order={order} onRefreshed={answered} />
      <RefundForm
        key={`refund-${order.amount_paid_cents}-${order.items.reduce((n, i) => n + i.restocked_quantity, 0)}`}
        order={order}
        onRefreshed={answered}
      />
    </div>
  );
}
