// The three methods as one radio group. A method switched off stays listed with its maintenance text
// (its radio disabled, so arrow keys skip it); clicking it raises the spec's toast.
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import type { CheckoutMessages } from './messages.ts';
import type { CheckoutSettings } from './shop-settings.ts';

interface Props {
  m: CheckoutMessages;
  settings: CheckoutSettings;
  selected: PaymentMethod | null;
  disabled: boolean;
  onSelect: (method: PaymentMethod) => void;
  onUnavailable: (method: PaymentMethod) => void;
}

function texts(m: CheckoutMessages, method: PaymentMethod): { label: string; hint: string } {
  if (method === 'credit-card') return m.payment.card;
  if (method === 'paypal') return m.payment.paypal;
  return m.payment.bankTransfer;
}

export function PaymentMethods({ m, settings, selected, disabled, onSelect, onUnavailable }: Props) {
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend className="payment-methods__legend">{m.payment.legend}</legend>
      {PAYMENT_METHODS.map((method) => {
        const { enabled, maintenanceMessage } = settings.payments[method];
        const { label, hint } = texts(m, method);
        const id = `payment-${method}`;
        const noteId = `${id}-note`;
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a pointer's extra: the switched-off radio takes no focus, and its note already says what the toast says
          <div
            key={method}
            className={`payment-option${selected === method ? ' payment-option--selected' : ''}${enabled ? '' : ' payment-option--off'}`}
            onClick={enabled ? undefined : (e) => (e.target as HTMLElement).closest('a') || onUnavailable(method)}
          >
            <input
              type="radio"
              id={id}
              name="paymentMethod"
              value={method}
              checked={selected === method}
              disabled={!enabled}
              aria-describedby={noteId}
              onChange={() => onSelect(method)}
            />
            <label htmlFor={id} className="payment-option__label">
              <span className="payment-option__name">{label}</span>
              {!enabled && <span className="payment-option__tag">{m.payment.unavailableTag}</span>}
            </label>
            <p id={noteId} className="payment-option__note">
              {enabled ? hint : (maintenanceMessage ?? m.payment.maintenance)}
            </p>
            {!enabled && settings.whatsappUrl && (
              <p className="payment-option__advice">
                {m.payment.chatAdvice}{' '}
                <a href={settings.whatsappUrl} target="_blank" rel="noopener noreferrer">
                  {m.payment.whatsapp}
                </a>
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
