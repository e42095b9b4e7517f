// Which order the thank-you page shows, from its address: #order=12&token=...[&payment=declined]
// (src/domain/orders/order-link.ts: the token rides in the fragment, which no server ever receives).
// The token is kept in this tab's sessionStorage and taken out of the address at once, so it stays out
// of the browser's history, a copied address or a screenshot, while a reload (#order=12 is left) and
// the language links still find it.
import { announceUrlChange } from '../../i18n/language-links.ts';
import {
  orderLinkFragment,
  readOrderLink,
  type OrderLink,
  type PaymentOutcome,
  type ReturnLinkState,
} from '../../domain/orders/order-link.ts';
import { pendingPayment } from '../checkout/pending-payment.ts';

/** sessionStorage: { [orderId]: token } of the orders this tab has opened, the latest few. */
export const ORDER_TOKENS_KEY = 'order_access_tokens';
const KEEP = 10;

export type OrderAddress =
  | { kind: 'order'; id: number; token: string; outcome: PaymentOutcome | null }
  /** link: why a payment provider's way back led here without the order (src/server/payments/payment-return.ts). */
  | { kind: 'missing'; link: ReturnLinkState | null };

function rememberedTokens(): Record<string, string> {
  try {
    const value = JSON.parse(sessionStorage.getItem(ORDER_TOKENS_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** False when this tab cannot keep it (storage switched off): the token then stays in the address. */
function rememberToken(orderId: number, token: string): boolean {
  try {
    const kept = Object.entries(rememberedTokens()).filter(([id]) => id !== String(orderId));
    sessionStorage.setItem(
      ORDER_TOKENS_KEY,
      JSON.stringify(Object.fromEntries([...kept.slice(-(KEEP - 1)), [String(orderId), token]])),
    );
    return true;
  } catch {
    return false;
  }
}

function rememberedToken(orderId: number): string | null {
  const token = rememberedTokens()[String(orderId)];
  if (typeof token === 'string' && token) return token;
  // the order this tab sent to a payment page (the checkout keeps its token for the way back)
  const pending = pendingPayment();
  return pending?.orderId === orderId ? pending.token : null;
}

/** The page's address becomes the order's page without its token (and with what `link` keeps). */
export function showOrderAddress(link: Partial<OrderLink>): void {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${orderLinkFragment({ ...link, token: null })}`,
  );
  announceUrlChange();
}

export function readOrderAddress(): OrderAddress {
  let link = readOrderLink(window.location.hash);
  // e-mails sent before the token moved to the fragment link to ?order=..&token=..: still opened
  const legacy = link.orderId === null ? readOrderLink(window.location.search) : null;
  if (legacy && legacy.orderId !== null) link = legacy;
  if (link.orderId === null) return { kind: 'missing', link: link.link };
  if (link.token && rememberToken(link.orderId, link.token)) showOrderAddress(link);
  const token = link.token ?? rememberedToken(link.orderId);
  return token
    ? { kind: 'order', id: link.orderId, token, outcome: link.payment }
    : { kind: 'missing', link: link.link };
}
