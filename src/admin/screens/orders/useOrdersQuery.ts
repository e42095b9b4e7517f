// What the orders table asks the server for: page, status and date filters at once, the search once
// the admin has stopped typing for a moment (every change but the page's goes back to page 1).
import { useEffect, useState } from 'react';
import type { OrderListQuery } from '../../api/types.ts';
import { $search } from '../../router.ts';

const PER_PAGE = 10;
const SEARCH_PAUSE_MS = 300;

/** The search an address opens the list with (?search=: a statement line's link to its order). */
const searchOfAddress = () => new URLSearchParams($search.get()).get('search')?.trim() ?? '';

export function useOrdersQuery() {
  const [query, setQuery] = useState<OrderListQuery>(() => ({
    page: 1,
    per_page: PER_PAGE,
    search: searchOfAddress(),
    status: 'all',
    date: 'all',
    money: 'all',
  }));
  const [searchText, setSearchText] = useState(searchOfAddress);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setQuery((q) => (q.search === searchText ? q : { ...q, search: searchText, page: 1 })),
      SEARCH_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [searchText]);

  return {
    query,
    searchText,
    setSearchText,
    filter: (change: Pick<Partial<OrderListQuery>, 'status' | 'date' | 'money'>) =>
      setQuery((q) => ({ ...q, ...change, page: 1 })),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
  };
}

export type OrdersQuery = ReturnType<typeof useOrdersQuery>;
