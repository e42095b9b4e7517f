// The native modal <dialog> under the confirmations and the wider forms: shown while `open` (focus
// kept inside, the page behind inert), named by its title; Escape asks `onDismiss` instead of closing
// it behind React's back.
import type { ReactNode } from 'react';
import { useDialog } from './useDialog.ts';

export function Dialog({
  open,
  className,
  labelledBy,
  describedBy,
  onOpen,
  onDismiss,
  children,
}: {
  open: boolean;
  className: string;
  labelledBy: string;
  describedBy?: string;
  /** Runs once it is shown: to put the focus where it belongs. */
  onOpen?: () => void;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const ref = useDialog(open, onOpen);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
