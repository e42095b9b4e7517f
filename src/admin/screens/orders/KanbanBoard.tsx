// The Kanban board: five status columns, each loading its own pages; a drop sends the column's own
// status to the server, whose answer is the only truth (a failed change puts the card back and says so).
import { useState } from 'react';
import { DndContext, DragOverlay, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { getOrder } from '../../api/orders.ts';
import { ORDER_STATUSES, type Order } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { findOrder, isOrderStatus } from '../../logic/kanban-rules.ts';
import { KanbanCardBody } from './KanbanCard.tsx';
import { KanbanColumn } from './KanbanColumn.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { columnCollision, KeyboardSensor, MOUSE_ACTIVATION, MouseSensor, stepCoordinates, TOUCH_ACTIVATION, TouchSensor } from './kanban-dnd.ts';
import { useKanbanBoard } from './useKanbanBoard.ts';

export function KanbanBoard({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const { board, loadError, refreshing, loadingMore, reload, loadMore, move, isMoving } = useKanbanBoard();
  const [active, setActive] = useState<Order | null>(null);
  const [details, setDetails] = useState<Order | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: MOUSE_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: stepCoordinates }),
  );

  const label = (status: unknown) => (isOrderStatus(status) ? t(`status.${status}`) : '');

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('kanban.announceStart', { id: a.id }),
    onDragOver: ({ active: a, over }) => (over ? t('kanban.announceOver', { id: a.id, label: label(over.id) }) : t('kanban.announceOutside', { id: a.id })),
    onDragEnd: ({ active: a, over }) => (over ? t('kanban.announceEnd', { id: a.id, label: label(over.id) }) : t('kanban.announceCancel', { id: a.id })),
    onDragCancel: ({ active: a }) => t('kanban.announceCancel', { id: a.id }),
  };

  const onDragStart = (event: DragStartEvent) => setActive(board ? (findOrder(board, Number(event.active.id)) ?? null) : null);

  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const to = event.over?.id;
    if (isOrderStatus(to)) void move(Number(event.active.id), to);
  };

  const openDetails = async (order: Order) => {
    setDetails(order);
    if (!order.items) {
      try {
        setDetails(await getOrder(order.id));
      } catch {
        showToast('error', t('orders.detailsErrorKanban'));
      }
    }
  };

  if (loadError && !board) return <ErrorBanner message={t('orders.loadError')} onRetry={() => void reload('initial')} />;
  if (!board) return <Loading />;

  return (
    <div className="stack">
      <div className="toolbar">
        {!embedded && <p className="hint">{t('kanban.instructions')}</p>}
        <button type="button" className="btn btn--ghost" onClick={() => void reload('refresh')} disabled={refreshing}>
          <Icon name="refresh" /> {refreshing ? t('common.refreshing') : t('common.refresh')}
        </button>
      </div>
      <DndContext sensors={sensors} collisionDetection={columnCollision} onDragStart={onDragStart}
        onDragEnd={onDragEnd} onDragCancel={() => setActive(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}>
        <div className="kanban" role="region" aria-label={t('kanban.boardLabel')} tabIndex={0}>
          {ORDER_STATUSES.map((status) => (
            <KanbanColumn key={status} status={status} column={board[status]} loadingMore={loadingMore[status]} isMoving={isMoving}
              onLoadMore={(s) => void loadMore(s)} onDetails={(order) => void openDetails(order)} />
          ))}
        </div>
        <DragOverlay>{active ? <div className="kcard kcard--overlay"><KanbanCardBody order={active} /></div> : null}</DragOverlay>
      </DndContext>
      <Modal open={details !== null} title={details ? `${t('orders.colOrder')} #${details.id}` : ''} onClose={() => setDetails(null)}>
        {details && <OrderDetails order={details} />}
      </Modal>
    </div>
  );
}
