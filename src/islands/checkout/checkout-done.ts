// When the cart empties: once the purchase is really made, never at a payment that may still fail.
// A bank-transfer order is made when it is placed (the checkout empties the cart then); a card or
// PayPal order when its payment succeeds (its page empties the cart then). A declined or cancelled
// payment leaves the cart whole.
import { $cart, clearCart } from '../../stores/cart.ts';
import { cartFingerprint, forgetPendingPayment, pendingPayment } from './pending-payment.ts';
import { forgetShippingDraft } from './shipping-details.ts';

export function purchaseMade(): void {
  clearCart();
  forgetShippingDraft();
}

/**
 * On the order's page, once the order is paid (or now awaits a bank transfer): the cart this tab
 * checked it out from is done with. Only that cart, and only if unchanged since: a 'buy now' or a
 * cart edited meanwhile stays as it is.
 */
export function orderSettled(orderId: number): void {
  const pending = pendingPayment();
  if (pending?.orderId !== orderId) return;
  forgetPendingPayment(orderId);
  if (pending.cart !== null && pending.cart === cartFingerprint($cart.get())) purchaseMade();
}
