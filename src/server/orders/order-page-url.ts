// The thank-you page of an order as the server links to it (e-mails, the payment return redirects):
// in the order's language, the access token in the URL fragment, which browsers never send to a
// server (src/domain/orders/order-link.ts).
import { orderLinkFragment, type OrderLink, type PaymentOutcome } from '../../domain/orders/order-link.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { localizedPath } from '../../i18n/routing.ts';
import { getEnv } from '../config/env.ts';
import { deriveAccessToken } from './order-access.ts';
import type { OrderDetails } from './order-repository.ts';

export function thankYouUrl(language: Language, link: Partial<OrderLink>, siteUrl = getEnv().siteUrl): string {
  return `${siteUrl}${localizedPath(language, '/thank-you')}${orderLinkFragment(link)}`;
}

/** The order's page with its access token; with how the online payment ended, when it did not happen. */
export function orderPageUrl(
  order: Pick<OrderDetails, 'id' | 'internal' | 'language'>,
  siteUrl = getEnv().siteUrl,
  payment?: PaymentOutcome,
): string {
  const token = deriveAccessToken(order.internal.idempotencyKey, order.internal.requestHash);
  return thankYouUrl(order.language, { orderId: order.id, token, payment: payment ?? null }, siteUrl);
}
