// Step one of the withdrawal function: the name, the order's e-mail and its number, nothing more
// (Directive 2011/83/EU art. 11a(2)). A refused field says so beside itself.
import type { FormEvent } from 'react';
import type { WithdrawalMessages } from './messages.ts';
import { IDENTITY_FIELDS, type Identity, type IdentityField } from './withdrawal-request.ts';

interface Props {
  m: WithdrawalMessages;
  values: Identity;
  refused: IdentityField[];
  busy: boolean;
  onChange(values: Identity): void;
  onSubmit(): void;
}

const LABEL: Record<IdentityField, keyof WithdrawalMessages['form']> = {
  name: 'name',
  email: 'email',
  order_number: 'orderNumber',
};
const AUTOCOMPLETE: Record<IdentityField, string> = { name: 'name', email: 'email', order_number: 'off' };

export function IdentifyStep({ m, values, refused, busy, onChange, onSubmit }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="withdrawal-form" noValidate onSubmit={submit} aria-labelledby="withdrawal-form-title">
      <h2 id="withdrawal-form-title">{m.form.title}</h2>
      <p>{m.form.required}</p>
      {IDENTITY_FIELDS.map((field) => {
        const id = `withdrawal-${field}`;
        const isRefused = refused.includes(field);
        const describedBy = [field === 'order_number' ? `${id}-hint` : '', isRefused ? `${id}-error` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div className="field" key={field}>
            <label htmlFor={id}>{m.form[LABEL[field]]}</label>
            <input
              className="input"
              id={id}
              name={field}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              required
              value={values[field]}
              aria-invalid={isRefused || undefined}
              aria-describedby={describedBy || undefined}
              disabled={busy}
              onChange={(event) => onChange({ ...values, [field]: event.target.value })}
            />
            {field === 'order_number' && (
              <p className="field__hint" id={`${id}-hint`}>
                {m.form.orderHint}
              </p>
            )}
            {isRefused && (
              <p className="field-error" id={`${id}-error`}>
                {m.fieldErrors[field]}
              </p>
            )}
          </div>
        );
      })}
      <button className="btn" type="submit" disabled={busy}>
        {busy ? m.form.checking : m.form.next}
      </button>
    </form>
  );
}
