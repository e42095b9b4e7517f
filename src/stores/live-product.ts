// Price and stock of the product on screen, refreshed from GET /api/products/{id} after the static page
// loads (the page was built minutes or hours ago). The purchase island and the details both follow it.
import { atom } from 'nanostores';
import { fetchJson } from './fetch-json.ts';

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
  const res = await fetchJson<{ id: number; price_cents: number; stock: number }>(`/api/products/${id}?lang=${encodeURIComponent(lang)}`);
  if (res.ok && Number.isInteger(res.data.price_cents) && Number.isInteger(res.data.stock)) {
    $liveProduct.set({ id, price_cents: res.data.price_cents, stock: res.data.stock });
  } else if (res.status === 404) {
    // Removed since the build: nothing left to sell.
    const current = $liveProduct.get();
    if (current) $liveProduct.set({ ...current, stock: 0 });
  }
}
