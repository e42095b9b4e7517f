// The delivery country: only those the shop ships to (the settings may leave the United Kingdom out),
// a placeholder while none is chosen. Belgium first (most parcels stay home), then the others by their
// name in the page's language: with the whole EU, the shopper finds a country by its name.
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

function inListOrder(countries: readonly ShippingCountry[], names: Record<ShippingCountry, string>) {
  const rest = countries.filter((c) => c !== 'BE').sort((a, b) => names[a].localeCompare(names[b]));
  return countries.includes('BE') ? ['BE' as const, ...rest] : rest;
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
        {value === '' && <option value="">{m.fields.country}</option>}
        {inListOrder(countries, m.countries).map((code) => (
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
