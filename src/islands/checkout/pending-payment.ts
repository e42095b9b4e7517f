// The order whose payment page the shopper was sent to. Coming back to the checkout without paying
// (the browser's back button on the provider's page), the cart is already empty: the shopper is taken
// to that order's page, where the payment can be resumed, instead of an empty checkout.
const STORAGE_KEY = 'checkout_pending_payment';

export interface PendingPayment {
  orderId: number;
  token: string;
}

export function rememberPendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the back button shows the empty cart; the e-mail still links to the order.
  }
}

export function pendingPayment(): PendingPayment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PendingPayment> | null;
    return value && Number.isInteger(value.orderId) && typeof value.token === 'string' ? { orderId: value.orderId!, token: value.token } : null;
  } catch {
    return null;
  }
}

export function forgetPendingPayment(orderId?: number): void {
  try {
    if (orderId === undefined || pendingPayment()?.orderId === orderId) sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
