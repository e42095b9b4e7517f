// 'Buy now' on a product page: the checkout of that product alone, at the chosen quantity, leaving the
// cart as it was. The product page sends the shopper to /checkout?buy=<id>&qty=<n> (&method=paypal)
// (buy-now-href.ts, apart so that neither page loads the other's half); the checkout orders that one
// line, read from the catalogue (buy-now-line.ts), instead of the cart.

export interface BuyNowRequest {
  productId: number;
  quantity: number;
  /** The payment method the shopper chose on the product page. */
  method: 'paypal' | null;
}

/** The buy-now request of a checkout address, or null for the cart's checkout. */
export function readBuyNowRequest(search: string): BuyNowRequest | null {
  const params = new URLSearchParams(search);
  const productId = Number(params.get('buy'));
  if (!params.has('buy') || !Number.isSafeInteger(productId) || productId < 1) return null;
  const quantity = Number(params.get('qty') ?? '1');
  return {
    productId,
    // a hand-edited quantity falls back to one bottle; the server still checks stock and limits
    quantity: Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1,
    method: params.get('method') === 'paypal' ? 'paypal' : null,
  };
}
