// The total again and the step's two buttons: back, and the one that places the order (its label
// says what happens: pay by card, or place the order; then that it is under way).
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import type { SubmitState } from './checkout-store.ts';
import type { CheckoutMessages } from './messages.ts';

interface Props {
  m: CheckoutMessages;
  method: PaymentMethod | null;
  submitState: SubmitState;
  total: string;
  /** False while every method is switched off. */
  canSubmit: boolean;
  onBack: () => void;
}

function submitLabel(m: CheckoutMessages, submitState: SubmitState, method: PaymentMethod | null): string {
  if (submitState === 'processing') return m.actions.processing;
  if (submitState === 'redirecting') return m.actions.redirecting;
  return method === 'credit-card' ? m.actions.payByCard : m.actions.placeOrder;
}

export function PaymentActions({ m, method, submitState, total, canSubmit, onBack }: Props) {
  const busy = submitState !== 'idle';
  const label = submitLabel(m, submitState, method);
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy ? label : ''}
      </p>
      <p className="checkout-total">
        {m.summary.total} <span>{total}</span>
      </p>
      <div className="checkout-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy}>
          {m.actions.back}
        </button>
        <button type="submit" className="btn" disabled={busy || !canSubmit}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {label}
        </button>
      </div>
    </>
  );
}
