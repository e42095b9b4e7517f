// The purchase island's toast ('added to the cart', or PayPal under maintenance): shown for 4 s, the
// time starting again when it is shown again, gone sooner when closed.
import { useEffect, useState } from 'react';

const TOAST_MS = 4000;

export type PurchaseToastKind = 'added' | 'paypal';

export function usePurchaseToast(): { toast: PurchaseToastKind | null; showToast: (kind: PurchaseToastKind) => void; closeToast: () => void } {
  // a new object each time it is shown, so showing it again restarts its time
  const [shown, setShown] = useState<{ kind: PurchaseToastKind } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return { toast: shown?.kind ?? null, showToast: (kind) => setShown({ kind }), closeToast: () => setShown(null) };
}
