// Where the pending payment is kept (pending-payment.ts): apart, so that the checkout's first load can
// tell whether there is one without loading what handles it (use-back-from-provider.ts).
export const PENDING_PAYMENT_KEY = 'checkout_pending_payment';
