// Price and stock of the product on screen, refreshed from GET /api/products/{id} after the static page
// loads (the page was built minutes or hours ago). The purchase island and the details both follow it.
import { atom } from 'nanostores';
import { lookUpProduct } from './product-answer.ts';

export interface LiveProduct {
  id: number;
  price_cents: number;
  stock: number;
}

export const $liveProduct = atom<LiveProduct | null>(null);

export function initLiveProduct(value: LiveProduct): void {
  if ($liveProduct.get()?.id !== value.id) $liveProduct.set(value);
}

export async function refreshLiveProduct(id: number, lang: string): Promise<void> {
  const found = await lookUpProduct(id, lang);
  if (found.kind === 'found') {
    $liveProduct.set({ id, price_cents: found.product.price_cents, stock: found.product.stock });
  } else if (found.kind === 'gone') {
    // Removed since the build: nothing left to sell.
    const current = $liveProduct.get();
    if (current) $liveProduct.set({ ...current, stock: 0 });
  }
}
