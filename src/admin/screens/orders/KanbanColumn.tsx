// One status column: its count (every order of that status, not just the cards shown), its cards,
// and "show more" while the server holds more of them.
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import type { Order } from '../../api/types.ts';
import { remaining, type KanbanColumnState } from '../../logic/kanban-rules.ts';
import { KanbanCard } from './KanbanCard.tsx';

interface Props {
  status: OrderStatus;
  column: KanbanColumnState;
  loadingMore: boolean;
  onLoadMore: (status: OrderStatus) => void;
  onDetails: (order: Order) => void;
  /** Whether a card's move is still on its way to the server. */
  isMoving: (orderId: number) => boolean;
}

export function KanbanColumn({ status, column, loadingMore, onLoadMore, onDetails, isMoving }: Props) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const titleId = `kcol-${status}`;
  const left = remaining(column);
  return (
    <section
      ref={setNodeRef}
      className={`kcol kcol--${status} ${isOver ? 'kcol--over' : ''}`}
      aria-labelledby={titleId}
      data-status={status}
    >
      <header className="kcol__head">
        <h3 id={titleId} className="kcol__title">
          {t(`status.${status}`)}
        </h3>
        <span className="kcol__count">
          <span aria-hidden="true">{column.total}</span>
          <span className="visually-hidden">{t('kanban.count', { count: column.total })}</span>
        </span>
      </header>
      {column.orders.length === 0 ? (
        <p className="kcol__empty">{t('kanban.empty')}</p>
      ) : (
        <ul className="kcol__list">
          {column.orders.map((order) => (
            <KanbanCard key={order.id} order={order} onDetails={onDetails} moving={isMoving(order.id)} />
          ))}
        </ul>
      )}
      {left > 0 && (
        <button
          type="button"
          className="btn btn--ghost btn--small kcol__more"
          disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={() => onLoadMore(status)}
        >
          {loadingMore ? t('kanban.loadingMore') : t('kanban.loadMore', { count: left })}
        </button>
      )}
    </section>
  );
}
