// Which screen each route shows.
import type { RouteMatch } from '../routes.ts';
import { DashboardScreen } from './DashboardScreen.tsx';
import { ProductsScreen } from './products/ProductsScreen.tsx';
import { ProductFormScreen } from './products/ProductFormScreen.tsx';
import { CategoriesScreen } from './categories/CategoriesScreen.tsx';
import { CategoryFormScreen } from './categories/CategoryFormScreen.tsx';
import { OrdersScreen } from './orders/OrdersScreen.tsx';
import { KanbanBoard } from './orders/KanbanBoard.tsx';
import { BankStatementsScreen } from './payments/BankStatementsScreen.tsx';
import { StatisticsScreen } from './StatisticsScreen.tsx';
import { SettingsScreen } from './settings/SettingsScreen.tsx';
import { InboxScreen } from './InboxScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

export function Screen({ route }: { route: RouteMatch }) {
  switch (route.name) {
    case 'dashboard':
      return <DashboardScreen />;
    case 'products':
      return <ProductsScreen />;
    case 'addProduct':
      return <ProductFormScreen mode="add" />;
    case 'editProduct':
      return <ProductFormScreen mode="edit" rawId={route.id} />;
    case 'categories':
      return <CategoriesScreen />;
    case 'addCategory':
      return <CategoryFormScreen mode="add" />;
    case 'editCategory':
      return <CategoryFormScreen mode="edit" rawId={route.id} />;
    case 'orders':
      return <OrdersScreen />;
    case 'kanban':
      return <KanbanBoard />;
    case 'bankStatements':
      return <BankStatementsScreen />;
    case 'statistics':
      return <StatisticsScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'inbox':
      return <InboxScreen />;
    default:
      return <NotFoundScreen />;
  }
}
