// Every back-office route, its screen and the header title that follows the path.
export type RouteName =
  | 'login'
  | 'dashboard'
  | 'products'
  | 'addProduct'
  | 'editProduct'
  | 'categories'
  | 'addCategory'
  | 'editCategory'
  | 'orders'
  | 'kanban'
  | 'toPack'
  | 'bankStatements'
  | 'statistics'
  | 'settings'
  | 'inbox'
  | 'returns'
  | 'notFound';

export interface RouteMatch {
  name: RouteName;
  /** The raw {id} segment of edit routes, validated by the screen. */
  id?: string;
}

const STATIC: Record<string, RouteName> = {
  '/admin': 'login',
  '/auth': 'login',
  '/dashboard': 'dashboard',
  '/dashboard/products': 'products',
  '/dashboard/products/add': 'addProduct',
  '/dashboard/categories': 'categories',
  '/dashboard/categories/add': 'addCategory',
  '/dashboard/orders': 'orders',
  '/dashboard/orders/kanban': 'kanban',
  '/dashboard/orders/to-pack': 'toPack',
  '/dashboard/bank-statements': 'bankStatements',
  '/dashboard/statistics': 'statistics',
  '/dashboard/settings': 'settings',
  '/dashboard/inbox': 'inbox',
  '/dashboard/returns': 'returns',
};

export function matchRoute(path: string): RouteMatch {
  const name = STATIC[path];
  if (name) return { name };
  const product = /^\/dashboard\/products\/edit\/([^/]+)$/.exec(path);
  if (product?.[1]) return { name: 'editProduct', id: decodeURIComponent(product[1]) };
  const category = /^\/dashboard\/categories\/edit\/([^/]+)$/.exec(path);
  if (category?.[1]) return { name: 'editCategory', id: decodeURIComponent(category[1]) };
  return { name: 'notFound' };
}

/** i18n key of the header title for each route (spec section 2: the title follows the path). */
export const ROUTE_TITLES: Record<RouteName, string> = {
  login: 'auth.title',
  dashboard: 'titles.dashboard',
  products: 'titles.products',
  addProduct: 'titles.addProduct',
  editProduct: 'titles.editProduct',
  categories: 'titles.categories',
  addCategory: 'titles.addCategory',
  editCategory: 'titles.editCategory',
  orders: 'titles.orders',
  kanban: 'titles.kanban',
  toPack: 'titles.toPack',
  bankStatements: 'titles.bankStatements',
  statistics: 'titles.statistics',
  settings: 'titles.settings',
  inbox: 'titles.inbox',
  returns: 'titles.returns',
  notFound: 'titles.notFound',
};

/** Ids in the path are positive integers; anything else is refused before any call. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}
