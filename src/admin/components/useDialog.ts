// A native <dialog> shown as a modal while `open` (focus kept inside, the page behind inert) and
// closed otherwise; `onOpen` runs once it is shown (to put the focus where it belongs).
import { useEffect, useEffectEvent, useRef } from 'react';

export function useDialog(open: boolean, onOpen?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useEffectEvent(() => onOpen?.());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      opened();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
