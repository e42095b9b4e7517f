// The delivery country: only those the shop ships to (the settings may leave the United Kingdom out),
// an empty placeholder first (a required select needs one; disabled once a country is chosen).
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';
import type { CheckoutMessages } from './messages.ts';

interface Props {
  m: CheckoutMessages;
  countries: readonly ShippingCountry[];
  value: ShippingCountry | '';
  error: string | undefined;
  autoComplete: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

export function CountryField({ m, countries, value, error, autoComplete, onChange, onBlur }: Props) {
  return (
    <div className="field field--wide">
      <label htmlFor="checkout-country">{m.fields.country}</label>
      <select
        id="checkout-country"
        className="select"
        name="country"
        required
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-country-error' : undefined}
        onChange={(e) => onChange('country', e.target.value)}
        onBlur={() => onBlur('country')}
      >
        {/* a required select's first option must be an empty placeholder (HTML), chosen or not */}
        <option value="" disabled={value !== ''}>
          {m.fields.country}
        </option>
        {countries.map((code) => (
          <option key={code} value={code}>
            {m.countries[code]}
          </option>
        ))}
      </select>
      {error && (
        <p id="checkout-country-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
