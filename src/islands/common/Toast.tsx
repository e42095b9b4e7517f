// A toast in a polite live region that is always in the page (so what appears in it is announced),
// with its close button. The islands say what goes in it.
import type { ReactNode } from 'react';

interface Props {
  /** The live region's class (where the island places its toasts). */
  regionClass: string;
  open: boolean;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function Toast({ regionClass, open, closeLabel, onClose, children }: Props) {
  return (
    <div className={regionClass} role="status" aria-live="polite">
      {open && (
        <div className="toast">
          {children}
          <button type="button" className="toast__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
