// GET /api/products/{id}, as the storefront reads it after the static page was built: the live price
// and stock of the product page, the line of a 'buy now'. Checked by hand (the product page ships no
// zod); the type is the catalogue's own.
import type { Product } from '../domain/catalog/types.ts';
import { fetchJson } from './fetch-json.ts';
import { isInteger, isObject } from './json-shape.ts';

export type ProductAnswer = Pick<Product, 'id' | 'name' | 'price_cents' | 'stock' | 'size_ml'> & {
  images: { url: string }[];
};

export type ProductLookup = { kind: 'found'; product: ProductAnswer } | { kind: 'gone' } | { kind: 'unknown' };

function readProductAnswer(data: unknown): ProductAnswer | null {
  if (
    !isObject(data) ||
    !isInteger(data.id) ||
    typeof data.name !== 'string' ||
    !isInteger(data.price_cents) ||
    !isInteger(data.stock)
  )
    return null;
  if (typeof data.size_ml !== 'number') return null;
  const images = Array.isArray(data.images)
    ? data.images.filter((i): i is { url: string } => isObject(i) && typeof i.url === 'string')
    : [];
  return {
    id: data.id,
    name: data.name,
    price_cents: data.price_cents,
    stock: data.stock,
    size_ml: data.size_ml,
    images: images.map(({ url }) => ({ url })),
  };
}

/** found; gone (removed since the build: nothing left to sell); unknown (no answer, or not a product). */
export async function lookUpProduct(id: number, lang: string): Promise<ProductLookup> {
  const res = await fetchJson(`/api/products/${id}?lang=${encodeURIComponent(lang)}`);
  if (res.kind === 'refused' && res.code === 'not_found') return { kind: 'gone' };
  const product = res.ok ? readProductAnswer(res.data) : null;
  return product ? { kind: 'found', product } : { kind: 'unknown' };
}
