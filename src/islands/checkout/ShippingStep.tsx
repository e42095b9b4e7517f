// Step 1: where the order goes. Continue checks the fields here (the same rules as the server) and
// moves on at once: there is nothing to wait for.
import type { FormEvent } from 'react';
import { fill } from '../format.ts';
import type { CheckoutMessages } from './messages.ts';
import type { Country, ShippingDetails, ShippingField } from './shipping-details.ts';
import { TextField } from './TextField.tsx';

interface Props {
  m: CheckoutMessages;
  /** Where the shop ships (the settings may leave the United Kingdom out). */
  countries: readonly Country[];
  details: ShippingDetails;
  errors: Partial<Record<ShippingField, string>>;
  showSummary: boolean;
  cartHref: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  onContinue: () => void;
}

const AUTOCOMPLETE: Record<ShippingField, string> = {
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  email: 'email',
  phone: 'tel',
  address: 'shipping street-address',
  city: 'shipping address-level2',
  postalCode: 'shipping postal-code',
  country: 'shipping country',
};

export function ShippingStep({ m, countries, details, errors, showSummary, cartHref, onChange, onBlur, onContinue }: Props) {
  const count = Object.values(errors).filter(Boolean).length;
  const field = (name: ShippingField, extra: { type?: 'email' | 'tel'; optional?: boolean; wide?: boolean } = {}) => (
    <TextField
      name={name}
      label={m.fields[name]}
      value={details[name]}
      error={errors[name]}
      onChange={onChange}
      onBlur={onBlur}
      autoComplete={AUTOCOMPLETE[name]}
      {...(extra.type ? { type: extra.type } : {})}
      {...(extra.optional ? { optionalLabel: m.fields.optional } : {})}
      {...(extra.wide ? { wide: true } : {})}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form className="checkout-form" noValidate onSubmit={submit}>
      <p className="checkout-form__note">{m.fields.requiredNote}</p>
      <div role="alert" className="checkout-alert-slot">
        {showSummary && count > 0 && <p className="checkout-alert">{fill(m.validation.summary, { count })}</p>}
      </div>
      <div className="field-grid">
        {field('firstName')}
        {field('lastName')}
        {field('email', { type: 'email' })}
        {field('phone', { type: 'tel', optional: true })}
        {field('address', { wide: true })}
        {field('postalCode')}
        {field('city')}
        <div className="field field--wide">
          <label htmlFor="checkout-country">{m.fields.country}</label>
          <select
            id="checkout-country"
            className="select"
            name="country"
            required
            autoComplete={AUTOCOMPLETE.country}
            value={details.country}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? 'checkout-country-error' : undefined}
            onChange={(e) => onChange('country', e.target.value)}
            onBlur={() => onBlur('country')}
          >
            {details.country === '' && <option value="">{m.fields.country}</option>}
            {countries.map((code) => (
              <option key={code} value={code}>
                {m.countries[code]}
              </option>
            ))}
          </select>
          {errors.country && (
            <p id="checkout-country-error" className="field-error">
              {errors.country}
            </p>
          )}
        </div>
      </div>
      <div className="checkout-actions">
        <a className="btn btn--ghost" href={cartHref}>
          {m.actions.backToCart}
        </a>
        <button type="submit" className="btn">
          {m.actions.continue}
        </button>
      </div>
    </form>
  );
}
