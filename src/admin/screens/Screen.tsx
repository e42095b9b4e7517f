// Which screen each route shows (the sign-in routes are AdminApp's own, outside the shell).
import type { ReactNode } from 'react';
import type { RouteMatch, RouteName } from '../routes.ts';
import { DashboardScreen } from './DashboardScreen.tsx';
import { ProductsScreen } from './products/ProductsScreen.tsx';
import { ProductFormScreen } from './products/ProductFormScreen.tsx';
import { CategoriesScreen } from './categories/CategoriesScreen.tsx';
import { CategoryFormScreen } from './categories/CategoryFormScreen.tsx';
import { OrdersScreen } from './orders/OrdersScreen.tsx';
import { KanbanBoard } from './orders/KanbanBoard.tsx';
import { ToPackScreen } from './packing/ToPackScreen.tsx';
import { BankStatementsScreen } from './payments/BankStatementsScreen.tsx';
import { StatisticsScreen } from './StatisticsScreen.tsx';
import { SettingsScreen } from './settings/SettingsScreen.tsx';
import { InboxScreen } from './InboxScreen.tsx';
import { ReturnsScreen } from './orders/ReturnsScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const SCREENS: Partial<Record<RouteName, (id: string | undefined) => ReactNode>> = {
  dashboard: () => <DashboardScreen />,
  products: () => <ProductsScreen />,
  addProduct: () => <ProductFormScreen mode="add" />,
  editProduct: (id) => <ProductFormScreen mode="edit" rawId={id} />,
  categories: () => <CategoriesScreen />,
  addCategory: () => <CategoryFormScreen mode="add" />,
  editCategory: (id) => <CategoryFormScreen mode="edit" rawId={id} />,
  orders: () => <OrdersScreen />,
  kanban: () => <KanbanBoard />,
  toPack: () => <ToPackScreen />,
  bankStatements: () => <BankStatementsScreen />,
  statistics: () => <StatisticsScreen />,
  settings: () => <SettingsScreen />,
  inbox: () => <InboxScreen />,
  returns: () => <ReturnsScreen />,
};

export function Screen({ route }: { route: RouteMatch }) {
  return SCREENS[route.name]?.(route.id) ?? <NotFoundScreen />;
}
