// The purchase island's toast: added to the cart (with the way to it), or PayPal under maintenance.
import { Toast } from '../common/Toast.tsx';
import type { PurchaseLabels } from './purchase-labels.ts';
import type { PurchaseToastKind } from './use-purchase-toast.ts';

export function PurchaseToast({ toast, labels, cartHref, onClose }: { toast: PurchaseToastKind | null; labels: PurchaseLabels; cartHref: string; onClose: () => void }) {
  return (
    <Toast regionClass="purchase__toast" open={toast !== null} closeLabel={labels.closeToast} onClose={onClose}>
      {toast === 'added' ? (
        <p>
          {labels.added} <a href={cartHref}>{labels.viewCart}</a>
        </p>
      ) : (
        <p>
          <strong>{labels.paypalToast}</strong> {labels.paypalAdvice}
        </p>
      )}
    </Toast>
  );
}
