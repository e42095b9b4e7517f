// Back on the checkout from the provider's page without paying (back-from-provider.ts says where to):
// checked on load and when the page comes back from the back-forward cache. What handles it is fetched
// only when a payment is pending, which a plain visit to the checkout never has.
import { useEffect } from 'react';
import { PENDING_PAYMENT_KEY } from './pending-payment-key.ts';

function paymentPending(): boolean {
  try {
    return sessionStorage.getItem(PENDING_PAYMENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function useBackFromProvider(buyNow: boolean, thankYouPath: string): void {
  useEffect(() => {
    const check = (restored: boolean) => {
      // without a network for it, the checkout stays: placing the order again is still checked by the server
      if (paymentPending())
        void import('./back-from-provider.ts').then(
          ({ backFromProvider }) => backFromProvider(buyNow, thankYouPath, restored),
          () => undefined,
        );
    };
    check(false);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) check(true);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [buyNow, thankYouPath]);
}
