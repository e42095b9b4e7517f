// Where the shopper comes back from a provider's page (its return and cancel URLs): the address
// carries a one-use, short-lived reference ("ref": src/server/payments/payment-return-ref.ts), never the
// order's access token. Spent once, it leads on to the order's page with the token in the URL
// fragment (the function's 303 Location; a fragment is never sent to a server again). A used or
// expired reference opens nothing: the order's page in the shopper's language says so (and still
// shows the order in the browser that already holds its token). Each step returns where to send the
// shopper; the functions answer the 303.
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import type { PaymentOutcome } from '../../domain/orders/order-link.ts';
import { withinRateLimit } from '../http/rate-limit.ts';
import { orderPageUrl, thankYouUrl } from '../orders/order-page-url.ts';
import { getOrderDetails, type OrderDetails } from '../orders/order-repository.ts';
import { recordPaymentOutcome } from './payment-events.ts';
import { restorePaymentReturnRef, spendPaymentReturnRef } from './payment-return-ref.ts';

/** The order's page, with payment=cancelled|declined when the payment did not happen. */
export function orderPageAfterPayment(order: OrderDetails, outcome?: PaymentOutcome): string {
  return orderPageUrl(order, undefined, outcome);
}

/**
 * Spends the reference of the return URL and hands its order to `handle`, which says where the
 * shopper goes next. If `handle` fails (a provider that did not answer), the reference is given back,
 * so coming back again can still work.
 */
export async function withPaymentReturn(url: URL, handle: (order: OrderDetails) => Promise<string>): Promise<string> {
  const ref = url.searchParams.get('ref') ?? '';
  const spent = await spendPaymentReturnRef(ref);
  const order = spent.kind === 'invalid' ? null : await getOrderDetails(spent.orderId);
  if (!order) return thankYouUrl(DEFAULT_LANGUAGE, { link: 'invalid' });
  if (spent.kind !== 'ok') return thankYouUrl(order.language, { orderId: order.id, link: spent.kind });
  try {
    return await handle(order);
  } catch (error) {
    await restorePaymentReturnRef(ref);
    throw error;
  }
}

/**
 * The shopper left the provider's page without paying. Only their browser says so, so it changes
 * nothing on the order: it is kept on the order's record (a few per client at most), then the order's
 * page offers to pay again or another way.
 */
export async function shopperCancelledPayment(order: OrderDetails, context: Pick<Context, 'ip'>): Promise<string> {
  if (order.status === 'pending' && (await withinRateLimit(context, 'payment-cancelled', 10, 600))) {
    await recordPaymentOutcome(order.paymentProvider ?? 'shopper', `cancelled-${randomUUID()}`, order.id, 'cancelled');
  }
  return orderPageAfterPayment(order, 'cancelled');
}
