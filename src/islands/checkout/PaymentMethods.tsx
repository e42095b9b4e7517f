// The methods the owner switched on, as one radio group; one not switched on is not shown at all (a
// shopper is never offered what the shop does not do). The card option names what Belgians pay with on
// the provider's page: Bancontact first, then Visa and Mastercard.
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import type { CheckoutMessages } from './messages.ts';
import type { CheckoutSettings } from './shop-settings.ts';

interface Props {
  m: CheckoutMessages;
  settings: CheckoutSettings;
  selected: PaymentMethod | null;
  disabled: boolean;
  onSelect: (method: PaymentMethod) => void;
}

function CardBrands({ names }: { names: string }) {
  return (
    <span className="payment-option__brands">
      <span className="visually-hidden">{names}</span>
      {names.split(', ').map((brand) => (
        <span key={brand} aria-hidden="true" className={`card-brand card-brand--${brand.toLowerCase()}`}>
          {brand}
        </span>
      ))}
    </span>
  );
}

function texts(m: CheckoutMessages, method: PaymentMethod): { label: string; hint: string } {
  if (method === 'credit-card') return m.payment.card;
  if (method === 'paypal') return m.payment.paypal;
  return m.payment.bankTransfer;
}

export function PaymentMethods({ m, settings, selected, disabled, onSelect }: Props) {
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend className="payment-methods__legend">{m.payment.legend}</legend>
      {PAYMENT_METHODS.filter((method) => settings.payments[method].enabled).map((method) => {
        const { label, hint } = texts(m, method);
        const id = `payment-${method}`;
        const noteId = `${id}-note`;
        return (
          <div key={method} className={`payment-option${selected === method ? ' payment-option--selected' : ''}`}>
            <input
              type="radio"
              id={id}
              name="paymentMethod"
              value={method}
              checked={selected === method}
              aria-describedby={noteId}
              onChange={() => onSelect(method)}
            />
            <label htmlFor={id} className="payment-option__label">
              <span className="payment-option__name">{label}</span>
              {method === 'credit-card' && <CardBrands names={m.payment.card.brands} />}
            </label>
            <p id={noteId} className="payment-option__note">
              {hint}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
