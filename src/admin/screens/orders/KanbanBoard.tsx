// The Kanban board: five status columns, each loading its own pages; a drop sends the column's own
// status to the server, whose answer is the only truth (a failed change puts the card back and says so).
import { useState } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '../../../domain/vocabulary/order-status.ts';
import { getOrder } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { KanbanCardBody } from './KanbanCard.tsx';
import { KanbanColumn } from './KanbanColumn.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { columnCollision } from './kanban-dnd.ts';
import { useBoardDrag } from './useBoardDrag.ts';
import { useKanbanBoard } from './useKanbanBoard.ts';

/** The details dialog of a card: shown at once with what the card has, then with its payments and e-mails. */
function useDetailsDialog() {
  const { t } = useTranslation();
  const [details, setDetails] = useState<Order | null>(null);
  const open = async (order: Order) => {
    setDetails(order);
    if (order.emails) return;
    try {
      setDetails(await getOrder(order.id));
    } catch {
      showToast('error', t('orders.detailsErrorKanban'));
    }
  };
  return { details, open, close: () => setDetails(null) };
}

export function KanbanBoard({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const { board, loadError, refreshing, loadingMore, reload, loadMore, move, isMoving, unpaidDialog } =
    useKanbanBoard();
  const drag = useBoardDrag(board, move);
  const dialog = useDetailsDialog();

  if (loadError && !board) return <ErrorBanner message={t('orders.loadError')} onRetry={reload} />;
  if (!board) return <Loading />;

  return (
    <div className="stack">
      <div className="toolbar">
        {!embedded && <p className="hint">{t('kanban.instructions')}</p>}
        <button type="button" className="btn btn--ghost" onClick={reload} disabled={refreshing}>
          <Icon name="refresh" /> {refreshing ? t('common.refreshing') : t('common.refresh')}
        </button>
      </div>
      <DndContext collisionDetection={columnCollision} {...drag.context}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region: the keyboard must reach it to scroll (axe scrollable-region-focusable) */}
        <div className="kanban" role="region" aria-label={t('kanban.boardLabel')} tabIndex={0}>
          {ORDER_STATUSES.map((status) => (
            <KanbanColumn
              key={status}
              status={status}
              column={board[status]}
              loadingMore={loadingMore.has(status)}
              isMoving={isMoving}
              onLoadMore={loadMore}
              onDetails={(order) => void dialog.open(order)}
            />
          ))}
        </div>
        <DragOverlay>
          {drag.active ? (
            <div className="kcard kcard--overlay">
              <KanbanCardBody order={drag.active} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {unpaidDialog}
      <Modal
        open={dialog.details !== null}
        title={dialog.details ? `${t('orders.colOrder')} #${dialog.details.id}` : ''}
        onClose={dialog.close}
      >
        {dialog.details && <OrderDetails order={dialog.details} />}
      </Modal>
    </div>
  );
}
