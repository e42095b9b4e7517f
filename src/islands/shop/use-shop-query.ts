// The shop's filters and page, kept in the URL (shop-query.ts): read once hydrated (the static HTML
// cannot know them) and on back/forward; every change replaces the address, so it can be linked.
import { useEffect, useState } from 'react';
import { announceUrlChange } from '../../components/layout/language-links.ts';
import { DEFAULT_QUERY, parseShopQuery, shopQueryString, type ShopQuery } from './shop-query.ts';

export function useShopQuery(categoryIds: readonly number[]): [ShopQuery, (next: ShopQuery) => void] {
  const [query, setQuery] = useState<ShopQuery>(DEFAULT_QUERY);

  useEffect(() => {
    const read = () => setQuery(parseShopQuery(window.location.search, categoryIds));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [categoryIds]);

  const update = (next: ShopQuery) => {
    setQuery(next);
    window.history.replaceState(null, '', `${window.location.pathname}${shopQueryString(next, window.location.search)}`);
    announceUrlChange();
  };
  return [query, update];
}
