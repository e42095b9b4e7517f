import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '../../api/types.ts';
import { KanbanCard } from './KanbanCard.tsx';

export function KanbanColumn({ status, orders, onDetails }: { status: OrderStatus; orders: Order[]; onDetails: (order: Order) => void }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const titleId = `kcol-${status}`;
  return (
    <section ref={setNodeRef} className={`kcol kcol--${status} ${isOver ? 'kcol--over' : ''}`} aria-labelledby={titleId} data-status={status}>
      <header className="kcol__head">
        <h3 id={titleId} className="kcol__title">{t(`status.${status}`)}</h3>
        <span className="kcol__count"><span aria-hidden="true">{orders.length}</span><span className="visually-hidden">{t('kanban.count', { count: orders.length })}</span></span>
      </header>
      {orders.length === 0 ? (
        <p className="kcol__empty">{t('kanban.empty')}</p>
      ) : (
        <ul className="kcol__list">
          {orders.map((order) => <KanbanCard key={order.id} order={order} onDetails={onDetails} />)}
        </ul>
      )}
    </section>
  );
}
