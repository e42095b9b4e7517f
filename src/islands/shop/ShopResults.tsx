// What the filters found: the count (announced), the page of product cards or a way back to
// everything, and the page links.
import type { Ref } from 'react';
import type { Page } from '../../domain/catalog/shop-filter.ts';
import { ProductCard } from '../../components/product/ProductCard.tsx';
import type { ProductCardView } from '../../components/product/product-view.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { Pagination } from './Pagination.tsx';
import type { ShopLabels } from './ShopBrowser.tsx';

interface Props {
  ref: Ref<HTMLDivElement>;
  count: number;
  page: Page<ProductCardView>;
  labels: ShopLabels;
  onPage: (page: number) => void;
  onReset: () => void;
}

export function ShopResults({ ref, count, page, labels, onPage, onReset }: Props) {
  return (
    <div className="shop__results" ref={ref} tabIndex={-1}>
      <p className="shop__count" role="status">
        {interpolate(labels.results, { count })}
      </p>
      {page.items.length === 0 ? (
        <div className="notice shop__empty">
          <p>{labels.noResults}</p>
          <button type="button" className="btn btn--ghost" onClick={onReset}>
            {labels.resetFilters}
          </button>
        </div>
      ) : (
        <ul className="product-grid" role="list">
          {page.items.map((p, i) => (
            <li key={p.id}>
              <ProductCard product={p} headingLevel={2} eager={page.page === 1 && i < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} onPage={onPage} labels={labels.pagination} />
    </div>
  );
}
