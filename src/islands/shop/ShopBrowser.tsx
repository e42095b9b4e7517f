// The shop's island: search, category tabs (a dropdown below 768 px), gender pills, grid and pages of 6.
// Every filter change goes back to page 1 (spec section 4). The server-rendered HTML shows page 1 of
// everything; the URL's filters apply once hydrated.
import { useEffect, useMemo, useRef, useState } from 'react';
import { filterProducts, paginate, type CategoryFilter, type GenderFilter } from '../../domain/catalog/shop-filter.ts';
import { ProductCard } from '../../components/product/ProductCard.tsx';
import type { ProductCardView } from '../../components/product/product-view.ts';
import { DEFAULT_QUERY, parseShopQuery, shopQueryString, type ShopQuery } from './shop-query.ts';
import { Pagination, type PaginationLabels } from './Pagination.tsx';
import { announceUrlChange } from '../../components/layout/language-links.ts';

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

const GENDERS: GenderFilter[] = ['all', 'male', 'female', 'unisex'];

export default function ShopBrowser({ products, categories, labels }: Props) {
  const [query, setQuery] = useState<ShopQuery>(DEFAULT_QUERY);
  const gridTop = useRef<HTMLDivElement>(null);
  const categoryIds = useMemo(() => categories.map((c) => c.id), [categories]);

  // The URL's filters, after hydration (the static HTML cannot know them).
  useEffect(() => {
    const read = () => setQuery(parseShopQuery(window.location.search, categoryIds));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [categoryIds]);

  const update = (next: ShopQuery) => {
    setQuery(next);
    const url = `${window.location.pathname}${shopQueryString(next, window.location.search)}`;
    window.history.replaceState(null, '', url);
    announceUrlChange();
  };
  const setFilter = (change: Partial<Omit<ShopQuery, 'page'>>) => update({ ...query, ...change, page: 1 });

  const filtered = useMemo(() => filterProducts(products, query), [products, query]);
  const page = paginate(filtered, query.page);
  const goTo = (n: number) => {
    update({ ...query, page: n });
    gridTop.current?.scrollIntoView({ block: 'start' });
    gridTop.current?.focus({ preventScroll: true });
  };

  return (
    <div className="shop">
      <div className="shop__filters" role="search">
        <div className="field shop__search">
          <label htmlFor="shop-search">{labels.searchLabel}</label>
          <input
            id="shop-search"
            className="input"
            type="search"
            value={query.search}
            placeholder={labels.searchPlaceholder}
            onChange={(e) => setFilter({ search: e.target.value })}
            autoComplete="off"
          />
        </div>
        <div className="shop__categories">
          <span className="label" id="shop-category-label">{labels.categoryLabel}</span>
          <div className="shop__tabs" role="group" aria-labelledby="shop-category-label">
            {[{ id: 'all' as CategoryFilter, name: labels.categoryAll }, ...categories].map((c) => (
              <button
                key={String(c.id)}
                type="button"
                className="shop__tab"
                aria-pressed={query.category === c.id}
                onClick={() => setFilter({ category: c.id })}
              >
                {c.name}
              </button>
            ))}
          </div>
          <div className="field shop__category-select">
            <select
              className="select"
              aria-labelledby="shop-category-label"
              value={String(query.category)}
              onChange={(e) => setFilter({ category: e.target.value === 'all' ? 'all' : Number(e.target.value) })}
            >
              <option value="all">{labels.categoryAll}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="shop__genders">
          <span className="label" id="shop-gender-label">{labels.genderLabel}</span>
          <div className="shop__pills" role="group" aria-labelledby="shop-gender-label">
            {GENDERS.map((g) => (
              <button key={g} type="button" className="shop__pill" aria-pressed={query.gender === g} onClick={() => setFilter({ gender: g })}>
                {labels.genders[g]}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="shop__results" ref={gridTop} tabIndex={-1}>
        <p className="shop__count" role="status">
          {labels.results.replace('{{count}}', String(filtered.length))}
        </p>
        {page.items.length === 0 ? (
          <div className="notice shop__empty">
            <p>{labels.noResults}</p>
            <button type="button" className="btn btn--ghost" onClick={() => update(DEFAULT_QUERY)}>
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
        <Pagination page={page.page} pageCount={page.pageCount} onPage={goTo} labels={labels.pagination} />
      </div>
    </div>
  );
}
