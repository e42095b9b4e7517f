// The product page's half of 'buy now' (buy-now.ts reads it at the checkout): the checkout's address for
// one product at the chosen quantity, and the payment method chosen there.

export function buyNowHref(
  checkoutHref: string,
  productId: number,
  quantity: number,
  method: 'paypal' | null = null,
): string {
  const params = new URLSearchParams({ buy: String(productId), qty: String(Math.max(1, Math.floor(quantity))) });
  if (method) params.set('method', method);
  return `${checkoutHref}?${params}`;
}
