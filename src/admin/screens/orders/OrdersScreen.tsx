// /dashboard/orders: the table, with the Kanban board beneath.
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link.tsx';
import { KanbanBoard } from './KanbanBoard.tsx';
import { OrdersTable } from './OrdersTable.tsx';

export function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <div className="stack stack--loose">
      <OrdersTable />
      <section className="stack" aria-labelledby="kanban-title">
        <div className="panel__head">
          <h2 id="kanban-title" className="section-title">
            {t('orders.kanbanTitle')}
          </h2>
          <Link href="/dashboard/orders/kanban" className="btn btn--link">
            {t('orders.openKanban')}
          </Link>
        </div>
        <KanbanBoard embedded />
      </section>
    </div>
  );
}
