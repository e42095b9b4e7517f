// The orders table: server-side search, filters and pages; expandable details; status; delete. The
// amount cell also says how the order is paid and its reference (structured communication or payment id).
// A status change shows the new status in the row at once (back to the old one, with the error beside
// the list, if the server refuses); a confirmed delete dims the row at once and removes it once the
// server has (or brings it back with the error beside its button).
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { failureText } from '../../api/failure-text.ts';
import { deleteOrder, listOrders, changeOrderStatus } from '../../api/orders.ts';
import type { Order, OrderPage } from '../../api/types.ts';
import { ConfirmDelete } from '../../components/ListSelection.tsx';
import { SelectableTable } from '../../components/SelectableTable.tsx';
import { deleteOrderDialog } from '../../logic/delete-order-words.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useListSelection, type ListSelectionView } from '../../components/useListSelection.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { useLoad, type Loaded } from '../useLoad.ts';
import { statusChangeAnswered } from './order-actions.ts';
import { useUnpaidConfirmation } from './useUnpaidConfirmation.tsx';
import { useShipmentPrompt, withShipment } from './useShipmentPrompt.tsx';
import { OrderRow } from './OrderRow.tsx';
import { OrdersBulkShip } from './OrdersBulkShip.tsx';
import { OrdersFilters } from './OrdersFilters.tsx';
import { $ordersVersion, ordersChanged } from './orders-version.ts';
import { useOrdersQuery } from './useOrdersQuery.ts';

const COLUMNS = [
  'orders.colOrder',
  'orders.colCustomer',
  'orders.colDate',
  ['orders.colAmount', 'num'],
  'orders.colStatus',
  ['common.actions', 'num'],
] as const;

/** A row's status change: shown at once, held by the row until the reloaded list brings the same. */
function useStatusChanges(orders: Loaded<OrderPage>, selection: ListSelectionView<number>) {
  const { t } = useTranslation();
  const statusChanges = usePendingAction<number, OrderStatus>();
  const unpaid = useUnpaidConfirmation();
  const shipping = useShipmentPrompt();
  const change = async (order: Order, status: OrderStatus) => {
    if (selection.deletes.isPending(order.id) || statusChanges.isPending(order.id)) return;
    // money still due: the owner says so first (the list keeps showing the old status meanwhile)
    const answer = await unpaid.ask(order, status);
    if (answer === 'no') return;
    // shipped: the carrier and tracking number, or skipped on purpose
    const parcel = await shipping.ask(order.id, status);
    if (parcel === 'cancel') return;
    const outcome = await statusChanges.run(
      order.id,
      async () => {
        const saved = await changeOrderStatus(order.id, status, answer === 'confirmed', withShipment(parcel));
        orders.setData((page) => ({
          ...page,
          data: page.data.map((o) => (o.id === order.id ? { ...o, status: saved.status } : o)),
        }));
      },
      (error) => failureText(error, 'orders.statusError', t),
      status,
    );
    statusChangeAnswered(outcome, order.id, status, t);
  };
  return {
    statusChanges,
    change,
    unpaidDialog: (
      <>
        {unpaid.dialog}
        {shipping.dialog}
      </>
    ),
  };
}

function OrdersList({
  page,
  selection,
  statusChanges,
  onStatus,
  onPage,
}: Omit<Parameters<typeof OrderRow>[0], 'order'> & { page: OrderPage; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectableTable
        selection={selection}
        pageIds={page.data.map((o) => o.id)}
        selectAllLabel={t('selectPages.pageBox')}
        columns={COLUMNS}
        empty={t('orders.empty')}
      >
        {page.data.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            selection={selection}
            statusChanges={statusChanges}
            onStatus={onStatus}
          />
        ))}
      </SelectableTable>
      <Pagination page={page.page} perPage={page.per_page} total={page.total} onPage={onPage} />
    </>
  );
}

export function OrdersTable() {
  const { t } = useTranslation();
  const filters = useOrdersQuery();
  const { query } = filters;
  const orders = useLoad(useCallback(() => listOrders(query), [query]));
  const { reload } = orders;
  // after any change to an order, here or on the Kanban board beneath
  useEffect(() => $ordersVersion.listen(() => void reload()), [reload]);
  const selection = useListSelection<number>();
  const { statusChanges, change, unpaidDialog } = useStatusChanges(orders, selection);

  const runDelete = async () => {
    const { deleted } = await selection.confirm(
      (id) => deleteOrder(id),
      (error) => failureText(error, 'orders.deleteError', t),
    );
    if (deleted.length === 0) return;
    orders.setData((page) => ({
      ...page,
      total: page.total - deleted.length,
      data: page.data.filter((o) => !deleted.includes(o.id)),
    }));
    showToast('success', t('orders.deleted'));
    ordersChanged();
  };

  const data = orders.data;
  // a paid order has its invoice: the dialog says it stays in the series
  const asked = new Set(selection.confirming ?? []);
  const dialog = deleteOrderDialog((data?.data ?? []).filter((order) => asked.has(order.id)));
  return (
    <section className="stack" aria-labelledby="orders-table-title">
      <h2 id="orders-table-title" className="visually-hidden">
        {t('orders.title')}
      </h2>
      <OrdersFilters orders={filters} loading={orders.loading} onRefresh={() => void orders.reload()} />
      <p className="count" role="status">
        {data ? t('orders.found', { count: data.total }) : ''}
      </p>
      <OrdersBulkShip selection={selection} />
      {orders.error && !data ? (
        <ErrorBanner message={t('orders.loadError')} onRetry={() => window.location.reload()} />
      ) : !data ? (
        <Loading />
      ) : (
        <OrdersList
          page={data}
          selection={selection}
          statusChanges={statusChanges}
          onStatus={(order, status) => void change(order, status)}
          onPage={filters.setPage}
        />
      )}
      {unpaidDialog}
      <ConfirmDelete
        selection={selection}
        title={t(dialog.title, dialog.values)}
        message={t(dialog.message, dialog.values)}
        onConfirm={() => void runDelete()}
      />
    </section>
  );
}
