// Back on the checkout from the provider's page without paying (the browser's back button: a fresh
// load or the back-forward cache): with the same cart as the pending order's, that order's page (pay
// again, or another way), not a second order. A 'buy now' goes there when the page was come back to.
// Loaded only when a payment is pending (use-back-from-provider.ts).
import { orderLinkFragment } from '../../domain/orders/order-link.ts';
import { $cart } from '../../stores/cart.ts';
import { cartFingerprint, pendingPayment } from './pending-payment.ts';

/**
 * Whether this page was reached with the browser's back (or forward) button. A buy-now leaves the cart
 * as it is, so unlike the cart's checkout an empty cart cannot tell that the shopper came back from
 * the provider's page without paying.
 */
function cameBackToPage(restoredFromCache: boolean): boolean {
  if (restoredFromCache) return true;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

export function backFromProvider(buyNow: boolean, thankYouPath: string, restored: boolean): void {
  const pending = pendingPayment();
  if (!pending) return;
  const sameCart = $cart.get().length === 0 || pending.cart === cartFingerprint($cart.get());
  if (buyNow ? cameBackToPage(restored) : sameCart) {
    window.location.replace(
      `${thankYouPath}${orderLinkFragment({ orderId: pending.orderId, token: pending.token, payment: 'cancelled' })}`,
    );
  }
}
