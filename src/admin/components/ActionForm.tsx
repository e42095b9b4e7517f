// A small form that runs one action on the row or order it sits in (record a payment, refund, apply a
// statement line): named by its action, its fields, the submit button, and the refusal beneath.
import type { FormEvent, ReactNode } from 'react';
import { BusyButton, InlineError } from './BusyButton.tsx';

export function ActionForm({
  label,
  submitLabel = label,
  primary = true,
  busy,
  error,
  onSubmit,
  children,
}: {
  /** The form's name, and its button's unless `submitLabel` says otherwise. */
  label: string;
  submitLabel?: string;
  /** The button as the screen's main action, or as a quieter one. */
  primary?: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form className="ledger-form" onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      {children}
      <BusyButton type="submit" className={`btn ${primary ? 'btn--primary' : 'btn--ghost'} btn--small`} busy={busy}>
        {submitLabel}
      </BusyButton>
      <InlineError message={error} />
    </form>
  );
}
