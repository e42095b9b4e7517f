// /dashboard/orders: the table, with the Kanban board beneath.
import { useTranslation } from 'react-i18next';
import { SectionHead } from '../../components/SectionHead.tsx';
import { KanbanBoard } from './KanbanBoard.tsx';
import { OrdersTable } from './OrdersTable.tsx';

export function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <div className="stack stack--loose">
      <OrdersTable />
      <section className="stack" aria-labelledby="kanban-title">
        <SectionHead
          id="kanban-title"
          title={t('orders.kanbanTitle')}
          href="/dashboard/orders/kanban"
          linkLabel={t('orders.openKanban')}
        />
        <KanbanBoard embedded />
      </section>
    </div>
  );
}
