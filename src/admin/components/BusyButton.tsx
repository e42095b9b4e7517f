// The control that started an API action, while the action is under way: it keeps its place and the
// focus (aria-disabled, not disabled, so a keyboard user stays where they were), says so to everyone
// (a spinner and the busy words in view; aria-busy, and the busy words in the name of an icon button)
// and does nothing when pressed again. With prefers-reduced-motion the spinner stands still.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';

function Spinner() {
  return <span className="spinner spinner--inline" aria-hidden="true" />;
}

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  /** What the button says while busy; 'En cours…' unless the screen has its own words ('Suppression...'). */
  busyLabel?: string;
  children: ReactNode;
}

export function BusyButton({
  busy,
  busyLabel,
  children,
  onClick,
  className,
  'aria-label': label,
  ...rest
}: BusyButtonProps) {
  const { t } = useTranslation();
  const working = busyLabel ?? t('common.working');
  return (
    <button
      type="button"
      {...rest}
      className={busy ? `${className ?? ''} is-busy` : className}
      aria-busy={busy || undefined}
      aria-disabled={busy ? true : rest['aria-disabled']}
      // an icon button is named by its label: the busy words join it
      aria-label={label && busy ? `${label} : ${working}` : label}
      onClick={(event) => {
        // also stops a submit button's form from being sent again (a click or Enter in a field)
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? (
        <>
          <Spinner />
          {label ? null : <span>{working}</span>}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A row's delete (trash) button, named `label`; while `busy` it says 'Suppression...'. */
export function DeleteButton({ busy, label, onClick }: { busy: boolean; label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <BusyButton
      busy={busy}
      busyLabel={t('common.deleting')}
      className="icon-btn icon-btn--danger"
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="trash" />
    </BusyButton>
  );
}

/** Beside a control that cannot hold a spinner itself (a status list, a switch): the spinner and the busy words. */
export function BusyNote({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <span className="busy-note">
      <Spinner />
      <span className="visually-hidden">{label ?? t('common.working')}</span>
    </span>
  );
}

/** The error next to what failed, in the admin's language; announced as it appears. */
export function InlineError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="inline-error" role="alert">
      {message}
    </p>
  );
}
