// The one line of a 'buy now' checkout, read from the catalogue (GET /api/products/{id}). Imported
// only when the address asks for a buy-now (checkout-lines.ts): the cart's checkout never loads it.
import type { CartItem } from '../../domain/cart/cart-items.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { PLACEHOLDER_IMAGE_URL, variantPath } from '../../domain/catalog/images.ts';
import { lookUpProduct } from '../../stores/product-answer.ts';
import type { BuyNowRequest } from './buy-now.ts';

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
