// The shop's behaviour over its server-rendered markup (ShopBrowser.astro), in plain script: the
// filters, the order, the price range and page kept in the URL (shop-query.ts: read at once and on back/forward, every change
// replaces the address so it can be linked), the cards of the current page shown, the count read
// out, the page links rewritten. Clicks made before this script ran are replayed
// (early-interactions.ts); text typed or a category chosen before it ran is applied.
import {
  filterProducts,
  paginate,
  type CategoryFilter,
  type Filterable,
  type GenderFilter,
} from '../../domain/catalog/shop-filter.ts';
import { parsePriceBound } from '../../domain/catalog/shop-filter.ts';
import { parseSort, sortProducts, type Sortable } from '../../domain/catalog/shop-sort.ts';
import { fillPlural, readPluralTemplates } from '../../i18n/plural.ts';
import { DEFAULT_QUERY, parseShopQuery, shopQueryString, type ShopQuery } from '../../islands/shop/shop-query.ts';
import { announceUrlChange } from '../../i18n/language-links.ts';
import { replayEarlyInteractions } from '../layout/early-interactions.ts';
import { paginationNav } from './pagination.ts';
import type { PaginationLabels } from './shop-labels.ts';

type Item = Filterable & Sortable & { id: number };

function parsed<T>(text: string | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The shop's parts, or null when the markup is not the expected one. */
function shopParts(root: HTMLElement) {
  const parts = {
    search: root.querySelector<HTMLInputElement>('#shop-search'),
    select: root.querySelector<HTMLSelectElement>('.shop__category-select select'),
    sort: root.querySelector<HTMLSelectElement>('#shop-sort'),
    min: root.querySelector<HTMLInputElement>('#shop-price-min'),
    max: root.querySelector<HTMLInputElement>('#shop-price-max'),
    results: root.querySelector<HTMLElement>('.shop__results'),
    count: root.querySelector<HTMLElement>('.shop__count'),
    empty: root.querySelector<HTMLElement>('.shop__empty'),
    grid: root.querySelector<HTMLElement>('.product-grid'),
    slot: root.querySelector<HTMLElement>('[data-pagination-slot]'),
    paginationLabels: parsed<PaginationLabels | null>(root.dataset.pagination, null),
  };
  const { search, select, sort, min, max, results, count, empty, grid, slot, paginationLabels } = parts;
  return search && select && sort && min && max && results && count && empty && grid && slot && paginationLabels
    ? { search, select, sort, min, max, results, count, empty, grid, slot, paginationLabels }
    : null;
}

/** The cards in the order asked (moved only when it changed: a move costs a layout). */
function orderCards(grid: HTMLElement, items: readonly { id: number }[], cards: Map<number, HTMLElement>): void {
  const order = items.map((p) => cards.get(p.id)).filter((li): li is HTMLElement => Boolean(li));
  const shown = [...grid.children].filter((li) => order.includes(li as HTMLElement));
  if (shown.some((li, i) => li !== order[i])) grid.prepend(...order);
}

/** Every filter field as the address says (a price being typed is left alone when it reads the same). */
function showFields(
  parts: NonNullable<ReturnType<typeof shopParts>>,
  tabs: HTMLButtonElement[],
  pills: HTMLButtonElement[],
  query: ShopQuery,
): void {
  tabs.forEach((tab) => tab.setAttribute('aria-pressed', String(tab.dataset.category === String(query.category))));
  pills.forEach((pill) => pill.setAttribute('aria-pressed', String(pill.dataset.gender === query.gender)));
  parts.select.value = String(query.category);
  if (parts.search.value !== query.search) parts.search.value = query.search;
  const bound = (value: number | null) => (value === null ? '' : String(value));
  parts.sort.value = query.sort;
  if (parsePriceBound(parts.min.value) !== query.minPrice) parts.min.value = bound(query.minPrice);
  if (parsePriceBound(parts.max.value) !== query.maxPrice) parts.max.value = bound(query.maxPrice);
}

function wireShop(root: HTMLElement): void {
  const items = parsed<Item[]>(root.dataset.products, []);
  const categoryIds = parsed<number[]>(root.dataset.categories, []);
  const parts = shopParts(root);
  if (!parts) return;
  const { search, select, sort, min, max, results, count, empty, grid, slot, paginationLabels } = parts;
  const lang = document.documentElement.lang || 'fr';
  const resultsText = readPluralTemplates(root.dataset.results);
  const cards = new Map(
    [...grid.querySelectorAll<HTMLElement>('li[data-product]')].map((li) => [Number(li.dataset.product), li]),
  );
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[data-category]')];
  const pills = [...root.querySelectorAll<HTMLButtonElement>('[data-gender]')];
  let query: ShopQuery = parseShopQuery(window.location.search, categoryIds);
  let shownPage = { page: 1, pageCount: paginate(items, 1).pageCount };

  const render = () => {
    const filtered = sortProducts(filterProducts(items, query), query.sort, query.search, lang);
    orderCards(grid, filtered, cards);
    const page = paginate(filtered, query.page);
    const visible = new Set(page.items.map((p) => p.id));
    for (const [id, li] of cards) li.hidden = !visible.has(id);
    const countText = fillPlural(resultsText, filtered.length, lang);
    if (count.textContent !== countText) count.textContent = countText;
    empty.hidden = filtered.length > 0;
    grid.hidden = filtered.length === 0;
    showFields(parts, tabs, pills, query);
    if (page.page !== shownPage.page || page.pageCount !== shownPage.pageCount) {
      const nav = paginationNav(page.page, page.pageCount, paginationLabels);
      slot.replaceChildren(...(nav ? [nav] : []));
      shownPage = { page: page.page, pageCount: page.pageCount };
    }
  };
  // a filter or a page is a new history entry (Back returns to the list before it); typing in the
  // search box replaces the entry, or every letter would be one
  const update = (next: ShopQuery, entry: 'push' | 'replace' = 'push') => {
    query = next;
    render();
    const address = `${window.location.pathname}${shopQueryString(next, window.location.search)}`;
    if (address === `${window.location.pathname}${window.location.search}`) return;
    if (entry === 'push') window.history.pushState(null, '', address);
    else window.history.replaceState(null, '', address);
    announceUrlChange();
  };
  const setFilter = (change: Partial<Omit<ShopQuery, 'page'>>, entry: 'push' | 'replace' = 'push') =>
    update({ ...query, ...change, page: 1 }, entry);

  search.addEventListener('input', () => setFilter({ search: search.value }, 'replace'));
  sort.addEventListener('change', () => setFilter({ sort: parseSort(sort.value) }));
  // a price is taken when the field is left or Enter pressed, as one history entry
  min.addEventListener('change', () => setFilter({ minPrice: parsePriceBound(min.value) }));
  max.addEventListener('change', () => setFilter({ maxPrice: parsePriceBound(max.value) }));
  select.addEventListener('change', () =>
    setFilter({ category: (select.value === 'all' ? 'all' : Number(select.value)) as CategoryFilter }),
  );
  tabs.forEach((tab) =>
    tab.addEventListener('click', () =>
      setFilter({
        category: (tab.dataset.category === 'all' ? 'all' : Number(tab.dataset.category)) as CategoryFilter,
      }),
    ),
  );
  pills.forEach((pill) =>
    pill.addEventListener('click', () => setFilter({ gender: (pill.dataset.gender ?? 'all') as GenderFilter })),
  );
  root.querySelector('[data-reset]')?.addEventListener('click', () => update(DEFAULT_QUERY));
  slot.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-page]') : null;
    if (!button || button.disabled) return;
    update({ ...query, page: Number(button.dataset.page) });
    results.scrollIntoView({ block: 'start' });
    results.focus({ preventScroll: true });
  });
  window.addEventListener('popstate', () => {
    query = parseShopQuery(window.location.search, categoryIds);
    render();
  });

  // typed or chosen before this script ran (the static page cannot know the URL's filters)
  const typed = search.value;
  const chosen = select.value;
  render();
  if (typed && typed !== query.search) setFilter({ search: typed }, 'replace');
  else if (chosen !== 'all' && chosen !== String(query.category)) setFilter({ category: Number(chosen) }, 'replace');
  root.querySelectorAll<HTMLElement>('button[data-early]').forEach(replayEarlyInteractions);
}

document.querySelectorAll<HTMLElement>('[data-shop]').forEach(wireShop);
