// schema.org Product with its Offer (price in EUR, availability) for search engines.
import { stockLevel } from '../../domain/catalog/stock.ts';
import type { Product } from '../../domain/catalog/types.ts';

const AVAILABILITY = {
  out: 'https://schema.org/OutOfStock',
  limited: 'https://schema.org/LimitedAvailability',
  available: 'https://schema.org/InStock',
} as const;

export function productJsonLd(
  product: Product,
  meta: { url: string; images: string[]; brand: string; category: string },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    image: meta.images,
    category: meta.category,
    brand: { '@type': 'Brand', name: meta.brand },
    size: `${product.size_ml} ml`,
    offers: {
      '@type': 'Offer',
      url: meta.url,
      price: (product.price_cents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: AVAILABILITY[stockLevel(product.stock)],
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
