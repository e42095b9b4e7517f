// Where the shopper comes back from a provider's page (its return and cancel URLs): the order named
// in the address, opened only with its access token ("access": PayPal takes "token" for its own id),
// and the way on to the order's page, which tells how the payment went.
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { notFound } from '../http/errors.ts';
import { parseId } from '../http/params.ts';
import { withinRateLimit } from '../http/rate-limit.ts';
import { accessTokenMatches } from './order-access.ts';
import { orderPageUrl } from './order-emails.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';
import { recordPaymentOutcome } from './payment-events.ts';

export type PaymentOutcomeParam = 'cancelled' | 'declined';

export async function orderOfReturnUrl(url: URL): Promise<OrderDetails> {
  const order = await getOrderDetails(parseId(url.searchParams.get('order') ?? undefined, 'order'));
  if (!order || !accessTokenMatches(url.searchParams.get('access'), order.internal.accessTokenHash)) throw notFound('Order not found');
  return order;
}

/** 303 to the order's page, with payment=cancelled|declined when the payment did not happen. */
export function toOrderPage(order: OrderDetails, outcome?: PaymentOutcomeParam): Response {
  const location = `${orderPageUrl(order)}${outcome ? `&payment=${outcome}` : ''}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
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
