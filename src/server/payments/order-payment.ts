// What the shopper does next to pay an order: a redirect to the provider's hosted page (a session made
// once per order: asking again returns the same one), or the bank transfer details.
import type { PaymentInstructions } from '../../contract/orders.ts';
import { getEnv } from '../config/env.ts';
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { bankDetails } from './bank-details.ts';
import type { OrderDetails } from '../orders/order-repository.ts';
import { armPaymentReturnRef, paymentReturnRef } from './payment-return-ref.ts';
import { PaymentProviderError, providerForMethod, type PaymentProvider, type ProviderName } from './providers/index.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';

/**
 * Return URLs: they pass by the server (/api/payments/return, /cancelled, /paypal/return), which
 * records what the shopper came back from and sends them on to the order's page. They carry a
 * one-use, short-lived reference, never the order's access token: providers keep these URLs and every
 * server and proxy on the way logs them (src/server/payments/payment-return-ref.ts). "ref", as PayPal
 * appends its own ?token=<paypal order id>.
 */
export function paymentReturnUrls(
  order: OrderDetails,
  provider: ProviderName,
): { successUrl: string; cancelUrl: string } {
  const back = (path: string) => `${getEnv().siteUrl}${path}?ref=${paymentReturnRef(order, provider)}`;
  if (provider === 'paypal') {
    const base = back('/api/payments/paypal/return');
    return { successUrl: base, cancelUrl: `${base}&cancelled=1` };
  }
  return { successUrl: back('/api/payments/return'), cancelUrl: back('/api/payments/cancelled') };
}

/** The provider's hosted page for a pending card or PayPal order: one session per order, made once. */
async function providerRedirect(order: OrderDetails, provider: PaymentProvider): Promise<PaymentInstructions> {
  // the shopper is on the way to the provider's page: one way back, from now until that page closes
  await armPaymentReturnRef(order, provider.name);
  const session = await provider.createSession({ order, ...paymentReturnUrls(order, provider.name) });
  await getSql()`
    update public.orders set payment_provider = ${session.provider}, payment_id = ${session.sessionId}
     where id = ${order.id} and (payment_id is null or payment_id is distinct from ${session.sessionId})`;
  return { type: 'redirect', provider: session.provider, url: session.redirectUrl };
}

export async function paymentInstructions(order: OrderDetails, settings: ShopSettings): Promise<PaymentInstructions> {
  if (order.paymentMethod === 'bank-transfer') {
    const b = bankDetails(order, settings);
    return { type: 'bank-transfer', ...b, amount: b.amountCents / 100 };
  }
  if (order.status !== 'pending') return { type: 'none', status: order.status };
  try {
    // a method whose provider is not configured is refused before an order exists (paymentAvailability);
    // a provider failing here (down, or its key removed since) is a PaymentProviderError: the order is kept, 502
    const provider = providerForMethod(order.paymentMethod);
    if (!provider) throw new Error(`no payment provider for ${order.paymentMethod}`);
    return await providerRedirect(order, provider);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`order ${order.id}: payment session failed`, error);
    throw new HttpError(502, 'The payment provider is unavailable. Your order is kept: please try again in a moment.', {
      code: 'payment_provider_unavailable',
    });
  }
}
