// The payment step as a chunk of its own: what it shows (methods, gift part, review) and what placing
// the order needs are fetched when the shopper starts on the shipping form (preloadPaymentStep), so the
// page's first load carries the shipping step alone. Continue moves on once the chunk is there
// (ShippingStep.tsx): the step's fields are on the page in the same render as its heading, so the focus
// the heading takes is followed by the step's own fields, never by the footer.
import { createElement, useEffect, useState, type ComponentProps } from 'react';
import { lazyModule } from './lazy-module.ts';

const paymentStep = lazyModule(() => import('./PaymentStep.tsx'));

/** Starts fetching the payment step (once); safe to call on every interaction. */
export const preloadPaymentStep = paymentStep.load;

/**
 * The payment step, rendered once its code is here: at once after Continue (which waits for it), else
 * fetched now and shown when it arrives.
 */
export function PaymentStep(props: ComponentProps<typeof import('./PaymentStep.tsx').default>) {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!paymentStep.current()) void preloadPaymentStep().then(() => setArrived((n) => n + 1));
  }, []);
  const loaded = paymentStep.current();
  return loaded ? createElement(loaded.default, props) : null;
}
