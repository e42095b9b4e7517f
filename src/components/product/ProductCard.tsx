// One product in a grid (home, shop, related). Plain React without state: rendered to static HTML by
// Astro, and inside the shop island.
import type { ProductCardView } from './product-view.ts';

const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 31vw, 50vw';

interface Props {
  product: ProductCardView;
  headingLevel?: 2 | 3;
  /** The first cards of a page may be the LCP: load them eagerly. */
  eager?: boolean;
}

export function ProductCard({ product, headingLevel = 3, eager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { image } = product;
  return (
    <article className="product-card">
      {/* data-astro-prefetch: prerendered on hover or focus (astro.config.mjs, prefetch). */}
      <a className="product-card__link" href={product.href} data-astro-prefetch="">
        <div className="product-card__media">
          <img
            src={image.src}
            srcSet={image.srcset}
            sizes={image.srcset ? CARD_SIZES : undefined}
            width={image.width}
            height={image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
          {product.stockLevel === 'out' && <span className="product-card__badge">{product.stockLabel}</span>}
        </div>
        <div className="product-card__body">
          <span className="product-card__meta">
            {product.categoryName} · {product.genderLabel}
          </span>
          <Heading className="product-card__name">{product.name}</Heading>
          <span className="product-card__price">
            <span>{product.priceLabel}</span>
            <span className="product-card__size">{product.sizeLabel}</span>
          </span>
        </div>
      </a>
    </article>
  );
}
