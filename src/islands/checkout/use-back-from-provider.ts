// Back on the checkout from the provider's page without paying (the browser's back button: a fresh
// load or the back-forward cache): with the same cart as the pending order's, that order's page (pay
// again, or another way), not a second order. A 'buy now' goes there when the page was come back to.
import { useEffect } from 'react';
import { orderLinkFragment } from '../../domain/orders/order-link.ts';
import { $cart } from '../../stores/cart.ts';
import { cameBackToPage } from './buy-now.ts';
import { cartFingerprint, pendingPayment } from './pending-payment.ts';

function backFromProvider(buyNow: boolean, thankYouPath: string, restored: boolean): void {
  const pending = pendingPayment();
  if (!pending) return;
  const sameCart = $cart.get().length === 0 || pending.cart === cartFingerprint($cart.get());
  if (buyNow ? cameBackToPage(restored) : sameCart) {
    window.location.replace(
      `${thankYouPath}${orderLinkFragment({ orderId: pending.orderId, token: pending.token, payment: 'cancelled' })}`,
    );
  }
}

export function useBackFromProvider(buyNow: boolean, thankYouPath: string): void {
  useEffect(() => {
    backFromProvider(buyNow, thankYouPath, false);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) backFromProvider(buyNow, thankYouPath, true);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [buyNow, thankYouPath]);
}
