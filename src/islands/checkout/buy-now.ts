// 'Buy now' on a product page: the checkout of that product alone, at the chosen quantity, leaving the
// cart as it was. The product page sends the shopper to /checkout?buy=<id>&qty=<n> (&method=paypal);
// the checkout orders that one line, read from the catalogue (GET /api/products/{id}), instead of the cart.
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { PLACEHOLDER_IMAGE_URL, variantPath } from '../../domain/catalog/images.ts';
import { lookUpProduct } from '../../stores/product-answer.ts';

export interface BuyNowRequest {
  productId: number;
  quantity: number;
  /** The payment method the shopper chose on the product page. */
  method: 'paypal' | null;
}

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

/** The line to order, as the catalogue has it now (name in the page's language, current price); null if the product is gone. */
export async function loadBuyNowLine(request: BuyNowRequest, lang: Language): Promise<CartItem | null> {
  const found = await lookUpProduct(request.productId, lang);
  if (found.kind !== 'found') return null;
  const { product } = found;
  const url = product.images[0]?.url;
  return {
    id: product.id,
    name: product.name,
    price_cents: product.price_cents,
    // the summary's thumbnail: the 400 px variant beside the stored 800 px picture
    image: url ? (/-\d+\.webp$/.test(url) ? variantPath(url, 400) : url) : PLACEHOLDER_IMAGE_URL,
    size_ml: product.size_ml,
    // never more than the shop says it has (a sold-out product keeps one: the order's refusal says so)
    quantity: Math.max(1, Math.min(request.quantity, product.stock)),
    stock: product.stock,
  };
}

/**
 * Whether this page was reached with the browser's back (or forward) button. A buy-now leaves the cart
 * as it is, so unlike the cart's checkout an empty cart cannot tell that the shopper came back from
 * the provider's page without paying.
 */
export function cameBackToPage(restoredFromCache: boolean): boolean {
  if (restoredFromCache) return true;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}
