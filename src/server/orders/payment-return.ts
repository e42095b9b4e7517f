// Where the shopper comes back from a provider's page (its return and cancel URLs): the address
// carries a one-use, short-lived reference ("ref": src/server/orders/payment-return-ref.ts), never the
// order's access token. Spent once, it leads on to the order's page with the token in the URL
// fragment (our Location header; a fragment is never sent to a server again). A used or expired
// reference opens nothing: the order's page in the shopper's language says so (and still shows the
// order in the browser that already holds its token).
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import type { PaymentOutcome } from '../../domain/orders/order-link.ts';
import { withinRateLimit } from '../http/rate-limit.ts';
import { API_SECURITY_HEADERS } from '../http/security-headers.ts';
import { orderPageUrl, thankYouUrl } from './order-page-url.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';
import { recordPaymentOutcome } from './payment-events.ts';
import { restorePaymentReturnRef, spendPaymentReturnRef } from './payment-return-ref.ts';

const redirect = (location: string): Response =>
  new Response(null, { status: 303, headers: { ...API_SECURITY_HEADERS, location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });

/** 303 to the order's page, with payment=cancelled|declined when the payment did not happen. */
export function toOrderPage(order: OrderDetails, outcome?: PaymentOutcome): Response {
  return redirect(orderPageUrl(order, undefined, outcome));
}

/**
 * Spends the reference of the return URL and hands its order to `handle`. If `handle` fails (a
 * provider that did not answer), the reference is given back, so coming back again can still work.
 */
export async function withPaymentReturn(url: URL, handle: (order: OrderDetails) => Promise<Response>): Promise<Response> {
  const ref = url.searchParams.get('ref') ?? '';
  const spent = await spendPaymentReturnRef(ref);
  const order = spent.kind === 'invalid' ? null : await getOrderDetails(spent.orderId);
  if (!order) return redirect(thankYouUrl(DEFAULT_LANGUAGE, { link: 'invalid' }));
  if (spent.kind !== 'ok') return redirect(thankYouUrl(order.language, { orderId: order.id, link: spent.kind }));
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
export async function shopperCancelledPayment(order: OrderDetails, context: Pick<Context, 'ip'>): Promise<Response> {
  if (order.status === 'pending' && (await withinRateLimit(context, 'payment-cancelled', 10, 600))) {
    await recordPaymentOutcome(order.paymentProvider ?? 'shopper', `cancelled-${randomUUID()}`, order.id, 'cancelled');
  }
  return toOrderPage(order, 'cancelled');
}
