// The shop's island: search, category tabs (a dropdown below 768 px), gender pills, grid and pages of 6.
// Every filter change goes back to page 1 (spec section 4). The server-rendered HTML shows page 1 of
// everything; the URL's filters apply once hydrated.
import { useMemo, useRef } from 'react';
import { filterProducts, paginate, type GenderFilter } from '../../domain/catalog/shop-filter.ts';
import type { ProductCardView } from '../../components/product/product-view.ts';
import { DEFAULT_QUERY, type ShopQuery } from './shop-query.ts';
import type { PaginationLabels } from './Pagination.tsx';
import { ShopFilters } from './ShopFilters.tsx';
import { ShopResults } from './ShopResults.tsx';
import { useShopQuery } from './use-shop-query.ts';

export interface ShopLabels {
  searchLabel: string;
  searchPlaceholder: string;
  categoryLabel: string;
  categoryAll: string;
  genderLabel: string;
  genders: Record<GenderFilter, string>;
  /** With {{count}}. */
  results: string;
  noResults: string;
  resetFilters: string;
  pagination: PaginationLabels;
}

interface Props {
  products: ProductCardView[];
  categories: { id: number; name: string }[];
  labels: ShopLabels;
}

export default function ShopBrowser({ products, categories, labels }: Props) {
  const categoryIds = useMemo(() => categories.map((c) => c.id), [categories]);
  const [query, update] = useShopQuery(categoryIds);
  const gridTop = useRef<HTMLDivElement>(null);
  const filtered = useMemo(() => filterProducts(products, query), [products, query]);

  const setFilter = (change: Partial<Omit<ShopQuery, 'page'>>) => update({ ...query, ...change, page: 1 });
  const goTo = (page: number) => {
    update({ ...query, page });
    gridTop.current?.scrollIntoView({ block: 'start' });
    gridTop.current?.focus({ preventScroll: true });
  };

  return (
    <div className="shop">
      <ShopFilters query={query} categories={categories} labels={labels} onChange={setFilter} />
      <ShopResults
        ref={gridTop}
        count={filtered.length}
        page={paginate(filtered, query.page)}
        labels={labels}
        onPage={goTo}
        onReset={() => update(DEFAULT_QUERY)}
      />
    </div>
  );
}
