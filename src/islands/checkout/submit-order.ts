// Placing the order from the payment step: POST /api/orders, then on to the provider's hosted page (the
// cart kept until the payment succeeds) or, for a bank transfer, to the thank-you page (the cart emptied).
// A refusal of the shopper's details goes back to the shipping step; any other is kept for the screen.
// Loaded with the payment step (PaymentStep.tsx), never with the page: the shipping step does not need it.
import { orderLinkFragment } from '../../domain/orders/order-link.ts';
import { $cart, recordStock } from '../../stores/cart.ts';
import { purchaseMade } from './checkout-done.ts';
import { refreshSettings, showProblems, type CheckoutStore, type OrderLines } from './checkout-store.ts';
import { $gift, giftPayload } from './gift/gift-store.ts';
import type { CheckoutFailure } from './outcome-messages.ts';
import { cartFingerprint, rememberPendingPayment } from './pending-payment.ts';
import { placeOrder, type PlacedOrder } from './place-order.ts';
import type { QuoteState } from './quote.ts';
import {
  customerPayload,
  forgetShippingDraft,
  refusedShippingFields,
  type ShippingDetails,
  type ShippingProblems,
} from './shipping-details.ts';

/** The order exists: on to the provider's page, or to the order's page for a bank transfer. */
function leaveForPayment({ $state, context }: CheckoutStore, order: PlacedOrder, lines: OrderLines): void {
  if (order.payment.type === 'redirect') {
    // The cart stays whole until the provider confirms the payment (the order's page empties it
    // then): a declined or cancelled payment finds it as it was.
    rememberPendingPayment({
      orderId: order.orderId,
      token: order.accessToken,
      cart: lines.buyNow ? null : cartFingerprint($cart.get()),
    });
    $state.setKey('submit', 'redirecting');
    context.navigate(order.payment.url);
    return;
  }
  if (lines.buyNow) forgetShippingDraft();
  else purchaseMade();
  // the token in the fragment: never sent to a server (src/domain/orders/order-link.ts)
  context.navigate(`${context.thankYouPath}${orderLinkFragment({ orderId: order.orderId, token: order.accessToken })}`);
}

/** The refusal's fields that belong to the shipping step, if the server refused the shopper's details. */
function refusedDetails(failure: CheckoutFailure, details: ShippingDetails): ShippingProblems | null {
  if (failure.kind !== 'refused' || (failure.code !== 'validation_failed' && failure.code !== 'country_not_shipped'))
    return null;
  const problems = refusedShippingFields(failure.fields, details);
  return Object.keys(problems).length > 0 ? problems : null;
}

export async function submitOrder(store: CheckoutStore, lines: OrderLines, quote: QuoteState): Promise<void> {
  const { $state, context } = store;
  const { method, submit, details } = $state.get();
  if (!method || submit !== 'idle') return;
  $state.set({ ...$state.get(), submit: 'processing', failure: null });
  const outcome = await placeOrder({
    items: lines.items.map((i) => ({ product_id: i.id, quantity: i.quantity })),
    customer: customerPayload(details),
    paymentMethod: method,
    // a code the quote said is not available for this address is not asked for: the summary's total is without it
    promoCode: (quote.kind === 'ready' && quote.quote.unavailablePromoCode ? null : lines.promoCode) ?? undefined,
    language: context.lang,
    ...giftPayload($gift.get(), $state.get().settings.gifts),
  });
  if (outcome.kind === 'placed') {
    $state.setKey('placed', { items: lines.items, totals: lines.totals, quote });
    return leaveForPayment(store, outcome.order, lines);
  }
  $state.setKey('submit', 'idle');
  const problems = refusedDetails(outcome, details);
  if (problems) return showProblems(store, problems);
  // switched off since the page read the settings: read them again (the option then shows the admin's text)
  if (outcome.kind === 'refused' && outcome.code === 'payment_method_unavailable') void refreshSettings(store);
  // the cart then says how many are left and offers that number
  if (outcome.kind === 'refused' && outcome.productId !== undefined && typeof outcome.stockLeft === 'number')
    recordStock(outcome.productId, outcome.stockLeft);
  $state.setKey('failure', outcome);
}
