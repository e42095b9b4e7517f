// The order whose payment page the shopper was sent to, with the cart it was made from. The cart stays
// whole until the payment succeeds, so coming back to the checkout without paying (the browser's back
// button on the provider's page) with that same cart takes the shopper to that order's page, where the
// payment can be tried again or made another way, instead of placing a second order for the same items.
import { isInteger, isObject } from '../../stores/json-shape.ts';
import { PENDING_PAYMENT_KEY as STORAGE_KEY } from './pending-payment-key.ts';

export interface PendingPayment {
  orderId: number;
  token: string;
  /** cartFingerprint of the cart the order was made from; null when it was not (a 'buy now'). */
  cart: string | null;
}

/** The cart's lines as one comparable string: the same products in the same quantities. */
export function cartFingerprint(items: readonly { id: number; quantity: number }[]): string {
  return items
    .map((i) => `${i.id}x${i.quantity}`)
    .sort()
    .join(',');
}

export function rememberPendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the back button shows the checkout again; the order's page still offers to pay.
  }
}

export function pendingPayment(): PendingPayment | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isObject(value) && isInteger(value.orderId) && typeof value.token === 'string'
      ? { orderId: value.orderId, token: value.token, cart: typeof value.cart === 'string' ? value.cart : null }
      : null;
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
