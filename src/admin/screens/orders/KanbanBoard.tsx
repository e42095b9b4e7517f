// The Kanban board: five status columns; a drop sends the column's own status to the server, whose
// answer is the only truth (a failed change puts the card back and says so).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { DndContext, DragOverlay, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { getOrder, listOrders, setOrderStatus } from '../../api/orders.ts';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { groupByStatus, isOrderStatus, moveOrder, type Columns } from '../../logic/kanban-rules.ts';
import { KanbanCardBody } from './KanbanCard.tsx';
import { KanbanColumn } from './KanbanColumn.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { columnCollision, KeyboardSensor, PointerSensor, POINTER_ACTIVATION, stepCoordinates } from './kanban-dnd.ts';
import { $ordersVersion, ordersChanged } from './orders-version.ts';

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

async function loadAllOrders(): Promise<Order[]> {
  const first = await listOrders({ page: 1, perPage: PAGE_SIZE, search: '', status: 'all', date: 'all' });
  const all = [...first.data];
  for (let page = 2; page <= Math.min(first.last_page, MAX_PAGES); page++) {
    all.push(...(await listOrders({ page, perPage: PAGE_SIZE, search: '', status: 'all', date: 'all' })).data);
  }
  return all;
}

export function KanbanBoard({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const version = useStore($ordersVersion);
  const [columns, setColumns] = useState<Columns | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [active, setActive] = useState<Order | null>(null);
  const [details, setDetails] = useState<Order | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: stepCoordinates }),
  );

  const load = async (mode: 'initial' | 'refresh') => {
    if (mode === 'refresh') setRefreshing(true);
    try {
      setColumns(groupByStatus(await loadAllOrders()));
      setLoadError(false);
    } catch {
      if (mode === 'refresh') showToast('error', t('orders.refreshError'));
      else setLoadError(true);
    } finally {
      setRefreshing(false);
    }
  };

  useEffect(() => {
    void load(columns ? 'refresh' : 'initial');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const find = (id: unknown): Order | undefined =>
    columns ? ORDER_STATUSES.flatMap((s) => columns[s]).find((o) => o.id === id) : undefined;
  const label = (status: unknown) => (isOrderStatus(status) ? t(`status.${status}`) : '');

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('kanban.announceStart', { id: a.id }),
    onDragOver: ({ active: a, over }) => (over ? t('kanban.announceOver', { id: a.id, label: label(over.id) }) : t('kanban.announceOutside', { id: a.id })),
    onDragEnd: ({ active: a, over }) => (over ? t('kanban.announceEnd', { id: a.id, label: label(over.id) }) : t('kanban.announceCancel', { id: a.id })),
    onDragCancel: ({ active: a }) => t('kanban.announceCancel', { id: a.id }),
  };

  const onDragStart = (event: DragStartEvent) => setActive(find(event.active.id) ?? null);

  const onDragEnd = async (event: DragEndEvent) => {
    setActive(null);
    const order = find(event.active.id);
    const to = event.over?.id;
    if (!columns || !order || !isOrderStatus(to) || to === order.status) return;
    const before = columns;
    setColumns(moveOrder(columns, order.id, to as OrderStatus));
    try {
      await setOrderStatus(order.id, to as OrderStatus);
      showToast('success', t('orders.statusUpdated', { id: order.id, label: label(to) }));
    } catch {
      setColumns(before);
      showToast('error', t('orders.statusError'));
    }
    ordersChanged();
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

  if (loadError && !columns) return <ErrorBanner message={t('orders.loadError')} onRetry={() => void load('initial')} />;
  if (!columns) return <Loading />;

  return (
    <div className="stack">
      <div className="toolbar">
        {!embedded && <p className="hint">{t('kanban.instructions')}</p>}
        <button type="button" className="btn btn--ghost" onClick={() => void load('refresh')} disabled={refreshing}>
          <Icon name="refresh" /> {refreshing ? t('common.refreshing') : t('common.refresh')}
        </button>
      </div>
      <DndContext sensors={sensors} collisionDetection={columnCollision} onDragStart={onDragStart}
        onDragEnd={(event) => void onDragEnd(event)} onDragCancel={() => setActive(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.instructions') } }}>
        <div className="kanban" role="region" aria-label={t('kanban.boardLabel')} tabIndex={0}>
          {ORDER_STATUSES.map((status) => (
            <KanbanColumn key={status} status={status} orders={columns[status]} onDetails={(order) => void openDetails(order)} />
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
