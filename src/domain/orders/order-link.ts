// The address of an order's thank-you page, shared by the server (e-mails, the payment return
// redirects) and the browser (checkout, thank-you page). The order's access token travels in the
// fragment (#order=12&token=...), which browsers never send to a server: not in the request line, not
// in Referer, so no server, proxy or log along the way ever holds it. The page hands it to the API in
// the ORDER_TOKEN_HEADER request header.

/** The request header that carries an order's access token to the shopper's order API. */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

/** How an online payment ended without paying, as the return endpoints tell the page. */
export type PaymentOutcome = 'declined' | 'cancelled';

/** A provider's return link that could not be exchanged: it works once, for a limited time, and only if we made it. */
export type ReturnLinkState = 'used' | 'expired' | 'invalid';

export interface OrderLink {
  orderId: number | null;
  token: string | null;
  payment: PaymentOutcome | null;
  link: ReturnLinkState | null;
}

/** '#order=12&token=...&payment=declined': only the parts that are set, in that order. */
export function orderLinkFragment(link: Partial<OrderLink>): string {
  const parts = new URLSearchParams();
  if (link.orderId != null) parts.set('order', String(link.orderId));
  if (link.token) parts.set('token', link.token);
  if (link.payment) parts.set('payment', link.payment);
  if (link.link) parts.set('link', link.link);
  const text = parts.toString();
  return text ? `#${text}` : '';
}

/** Reads a fragment (or query) of that shape; anything malformed is left out rather than guessed. */
export function readOrderLink(text: string): OrderLink {
  const parts = new URLSearchParams(text.replace(/^[#?]/, ''));
  const id = parts.get('order') ?? '';
  const token = parts.get('token') ?? '';
  const payment = parts.get('payment');
  const link = parts.get('link');
  return {
    orderId: /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null,
    // base64url, 43 characters for the shop's tokens; a bound keeps junk out of storage and headers
    token: /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : null,
    payment: payment === 'declined' || payment === 'cancelled' ? payment : null,
    link: link === 'used' || link === 'expired' || link === 'invalid' ? link : null,
  };
}
