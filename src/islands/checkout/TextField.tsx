// One labelled input with its error tied to it (aria-invalid + aria-describedby), so a screen
// reader reads the problem when the field gets focus.
import type { ChangeEvent } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  optionalLabel?: string;
  wide?: boolean;
}

export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  optionalLabel,
  wide,
}: Props) {
  const id = `checkout-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optionalLabel && <span className="field__optional"> {optionalLabel}</span>}
      </label>
      <input
        id={id}
        className="input"
        name={name}
        type={type}
        value={value}
        required={!optionalLabel}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value)}
        onBlur={() => onBlur(name)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
