// One labelled control of a back-office form: the label, the control, an optional hint and the field's
// error beneath it, tied together for screen readers (aria-describedby names the error, then the hint;
// aria-invalid while there is an error). The caller draws the control and spreads `control` on it, so
// an input, a select or a textarea all get the same wiring from one place.
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The error's id, where the server's refusal names it otherwise than `{id}-error`. */
  errorId?: string;
  /** Classes beside `field` (field--narrow...). */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A field's or a group's error, by the id its control's aria-describedby names; nothing without one. */
export function FieldError({ id, message }: { id: string; message: ReactNode }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

export function FormField({ id, label, hint, error, errorId = `${id}-error`, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A FormField around a plain input: `input` carries its own attributes (inputMode, maxLength...). */
export function TextField({
  value,
  onChange,
  input,
  ...field
}: Omit<FormFieldProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
}) {
  return (
    <FormField {...field}>
      {(control) => <input {...control} {...input} value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}
