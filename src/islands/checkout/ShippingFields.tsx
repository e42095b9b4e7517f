// The shipping step's fields, each with its autofill hint and its error in the shopper's words.
import type { ShippingAddressField } from '../../domain/orders/shipping-address.ts';
import { checkField, updateField, type CheckoutState, type CheckoutStore } from './checkout-store.ts';
import { CountryField } from './CountryField.tsx';
import { problemText, type CheckoutMessages } from './messages.ts';
import { loadShippingRules } from './shipping-rules-chunk.ts';
import { TextField } from './TextField.tsx';

const AUTOCOMPLETE: Record<ShippingAddressField, string> = {
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  email: 'email',
  phone: 'tel',
  address: 'shipping address-line1',
  city: 'shipping address-level2',
  postalCode: 'shipping postal-code',
  country: 'shipping country',
};

interface Props {
  m: CheckoutMessages;
  store: CheckoutStore;
  state: CheckoutState;
}

export function ShippingFields({ m, store, state }: Props) {
  const errorOf = (name: ShippingAddressField) => {
    const problem = state.problems[name];
    return problem ? problemText(m, problem) : undefined;
  };
  const onChange = (name: string, value: string) => updateField(store, name, value);
  // the field left is checked once the rules are here (fetched since the form's first focus)
  const onBlur = (name: string) =>
    void loadShippingRules().then(
      () => checkField(store, name),
      () => undefined,
    );
  const field = (
    name: Exclude<ShippingAddressField, 'country'>,
    extra: { type?: 'email' | 'tel'; optional?: boolean; wide?: boolean } = {},
  ) => (
    <TextField
      name={name}
      label={m.fields[name]}
      value={state.details[name]}
      error={errorOf(name)}
      onChange={onChange}
      onBlur={onBlur}
      autoComplete={AUTOCOMPLETE[name]}
      {...(extra.type ? { type: extra.type } : {})}
      {...(extra.optional ? { optionalLabel: m.fields.optional } : {})}
      {...(extra.wide ? { wide: true } : {})}
    />
  );
  return (
    <div className="field-grid">
      {field('firstName')}
      {field('lastName')}
      {field('email', { type: 'email' })}
      {field('phone', { type: 'tel', optional: true })}
      {field('address', { wide: true })}
      {field('postalCode')}
      {field('city')}
      <CountryField
        m={m}
        countries={state.settings.shippingCountries}
        value={state.details.country}
        error={errorOf('country')}
        autoComplete={AUTOCOMPLETE.country}
        onChange={onChange}
        onBlur={onBlur}
      />
    </div>
  );
}
