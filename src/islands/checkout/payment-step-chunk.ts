// The payment step as a chunk of its own: what it shows (methods, gift part, review) and what placing
// the order needs are fetched when the shopper starts on the shipping form (preloadPaymentStep), so the
// page's first load carries the shipping step alone and Continue rarely waits.
import { lazy } from 'react';

let loading: Promise<typeof import('./PaymentStep.tsx')> | null = null;

/** Starts fetching the payment step (once); safe to call on every interaction. */
export function preloadPaymentStep(): Promise<typeof import('./PaymentStep.tsx')> {
  // a failed fetch (the network dropped) is tried again on the next call
  loading ??= import('./PaymentStep.tsx').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export const PaymentStep = lazy(preloadPaymentStep);
