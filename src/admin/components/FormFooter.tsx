// The foot of a form: what else it offers (an upload under way, "add one more"), "Cancel" back to the
// list where it has one, and the submit button, which shows the save under way; beneath, why the
// save failed.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, InlineError } from './BusyButton.tsx';
import { Link } from './Link.tsx';

export function FormFooter({
  cancelHref,
  saving,
  busyLabel,
  submitLabel,
  error = null,
  children,
}: {
  /** The list the form came from, for "Cancel". */
  cancelHref?: string;
  saving: boolean;
  busyLabel: string;
  submitLabel: string;
  error?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="form-footer">
        {children}
        {cancelHref && (
          <Link href={cancelHref} className="btn btn--ghost">
            {t('common.cancel')}
          </Link>
        )}
        <BusyButton type="submit" className="btn btn--primary" busy={saving} busyLabel={busyLabel}>
          {submitLabel}
        </BusyButton>
      </div>
      <InlineError message={error} />
    </>
  );
}
