// The orders table: server-side search, filters and pages; expandable details; status; delete. The
// amount cell also says how the order is paid and its reference (structured communication or payment id).
// A status change shows the new status in the row at once (back to the old one, with the error beside
// the list, if the server refuses); a confirmed delete dims the row at once and removes it once the
// server has (or brings it back with the error beside its button).
import { Fragment, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { deleteOrder, getOrder, listOrders, setOrderStatus } from '../../api/orders.ts';
import { ORDER_STATUSES, type Order, type OrderQuery, type OrderStatus } from '../../api/types.ts';
import { failureText } from '../../api/failure-text.ts';
import { BusyNote, DeleteButton, InlineError } from '../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatShortDate } from '../../logic/format.ts';
import { useLoad } from '../useLoad.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { orderTotal } from './order-words.ts';
import { PaymentCompact } from './PaymentCompact.tsx';
import { $ordersVersion, ordersChanged } from './orders-version.ts';

const PER_PAGE = 10;
const DATES = [['all', 'orders.dateAll'], ['today', 'orders.dateToday'], ['week', 'orders.dateWeek'], ['month', 'orders.dateMonth']] as const;

export function OrdersTable() {
  const { t, i18n } = useTranslation();
  const version = useStore($ordersVersion);
  const [query, setQuery] = useState<OrderQuery>({ page: 1, perPage: PER_PAGE, search: '', status: 'all', date: 'all' });
  const [searchText, setSearchText] = useState('');
  const orders = useLoad(() => listOrders(query), [query, version]);
  const [expanded, setExpanded] = useState<Record<number, Order | 'loading' | 'error'>>({});
  const [confirm, setConfirm] = useState<Order | null>(null);
  // previews: the status each row shows while its change is on its way to the server
  const statusChanges = usePendingAction<number, OrderStatus>();
  const deletes = usePendingAction<number>();

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery((q) => (q.search === searchText ? q : { ...q, search: searchText, page: 1 })), 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const toggle = async (id: number) => {
    if (expanded[id]) {
      setExpanded(({ [id]: _, ...rest }) => rest);
      return;
    }
    setExpanded((e) => ({ ...e, [id]: 'loading' }));
    try {
      const order = await getOrder(id);
      setExpanded((e) => ({ ...e, [id]: order }));
    } catch {
      setExpanded((e) => ({ ...e, [id]: 'error' }));
    }
  };

  const changeStatus = async (order: Order, status: OrderStatus) => {
    if (deletes.isPending(order.id)) return;
    const outcome = await statusChanges.run(
      order.id,
      async () => {
        const saved = await setOrderStatus(order.id, status);
        // the row holds the server's answer until the reloaded list brings the same
        orders.setData((page) => ({ ...page!, data: page!.data.map((o) => (o.id === order.id ? { ...o, status: saved?.status ?? status } : o)) }));
      },
      (error) => failureText(error, 'orders.statusError', t),
      status,
    );
    if (outcome.status === 'skipped') return;
    if (outcome.status === 'done') showToast('success', t('orders.statusUpdated', { id: order.id, label: t(`status.${status}`) }));
    // the spec's toast as well as the error beside the list: the toast is seen wherever the admin looks
    if (outcome.status === 'failed') showToast('error', t('orders.statusError'));
    // the spec's rule: the list reloads after a change, made or refused (the Kanban beneath too)
    ordersChanged();
  };

  const runDelete = async () => {
    const order = confirm;
    if (!order) return;
    // the dialog closes at once: the row itself shows the delete under way
    setConfirm(null);
    const outcome = await deletes.run(order.id, () => deleteOrder(order.id), (error) => failureText(error, 'orders.deleteError', t));
    if (outcome.status !== 'done') return;
    orders.setData((page) => ({ ...page!, total: page!.total - 1, data: page!.data.filter((o) => o.id !== order.id) }));
    showToast('success', t('orders.deleted'));
    ordersChanged();
  };

  const data = orders.data;
  return (
    <section className="stack" aria-labelledby="orders-table-title">
      <h2 id="orders-table-title" className="visually-hidden">{t('orders.title')}</h2>
      <div className="toolbar toolbar--filters">
        <div className="search">
          <label htmlFor="order-search" className="visually-hidden">{t('orders.searchLabel')}</label>
          <input id="order-search" type="search" placeholder={t('orders.searchPlaceholder')} value={searchText}
            onChange={(e) => setSearchText(e.target.value)} />
        </div>
        <label className="visually-hidden" htmlFor="status-filter">{t('orders.statusFilter')}</label>
        <select id="status-filter" value={query.status}
          onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value as OrderQuery['status'], page: 1 }))}>
          <option value="all">{t('orders.allStatuses')}</option>
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </select>
        <label className="visually-hidden" htmlFor="date-filter">{t('orders.dateFilter')}</label>
        <select id="date-filter" value={query.date}
          onChange={(e) => setQuery((q) => ({ ...q, date: e.target.value as OrderQuery['date'], page: 1 }))}>
          {DATES.map(([value, key]) => <option key={value} value={value}>{t(key)}</option>)}
        </select>
        <button type="button" className="btn btn--ghost" onClick={() => void orders.reload()} disabled={orders.loading}>
          <Icon name="refresh" /> {orders.loading ? t('common.refreshing') : t('common.refresh')}
        </button>
      </div>
      <p className="count" role="status">{data ? t('orders.found', { count: data.total }) : ''}</p>
      {orders.error && !data ? (
        <ErrorBanner message={t('orders.loadError')} onRetry={() => window.location.reload()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <div className="table-wrap panel panel--flush">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('orders.colOrder')}</th>
                  <th scope="col">{t('orders.colCustomer')}</th>
                  <th scope="col">{t('orders.colDate')}</th>
                  <th scope="col" className="num">{t('orders.colAmount')}</th>
                  <th scope="col">{t('orders.colStatus')}</th>
                  <th scope="col" className="num">{t('common.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((order) => {
                  const detail = expanded[order.id];
                  const status = statusChanges.previewOf(order.id) ?? order.status;
                  const changing = statusChanges.isPending(order.id);
                  const statusError = statusChanges.errorOf(order.id);
                  const deleting = deletes.isPending(order.id);
                  return (
                    <Fragment key={order.id}>
                      <tr className={deleting ? 'is-deleting' : undefined} aria-busy={deleting || undefined}>
                        <td>
                          <button type="button" className="link-btn" aria-expanded={Boolean(detail)} aria-controls={detail ? `order-${order.id}-details` : undefined}
                            aria-label={t('orders.toggleDetails', { id: order.id })} onClick={() => void toggle(order.id)}>
                            #{order.id} <Icon name={detail ? 'chevronUp' : 'chevronDown'} size={14} />
                          </button>
                        </td>
                        <td><span className="strong">{order.name}</span><br /><span className="muted small">{order.email}</span></td>
                        <td>{formatShortDate(order.created_at, i18n.language)}</td>
                        <td className="num">
                          {orderTotal(order, i18n.language)}
                          <br /><PaymentCompact order={order} className="muted small" />
                        </td>
                        <td>
                          <select className={`status-select status-select--${status}`} aria-label={t('orders.statusOf', { id: order.id })}
                            value={status} aria-busy={changing || undefined} aria-disabled={changing || deleting || undefined}
                            aria-invalid={statusError ? true : undefined} aria-describedby={statusError ? `order-${order.id}-status-error` : undefined}
                            onChange={(e) => void changeStatus(order, e.target.value as OrderStatus)}>
                            {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
                          </select>
                          {changing && <BusyNote label={t('common.saving')} />}
                          <InlineError id={`order-${order.id}-status-error`} message={statusError} />
                        </td>
                        <td className="num">
                          <DeleteButton busy={deleting} label={t('orders.deleteLabel', { id: order.id })} onClick={() => setConfirm(order)} />
                          <InlineError message={deletes.errorOf(order.id)} />
                        </td>
                      </tr>
                      {detail && (
                        <tr className="details-row" id={`order-${order.id}-details`}>
                          <td colSpan={6}>
                            {detail === 'loading' ? <Loading /> : detail === 'error' ? <p className="form__error" role="alert">{t('orders.detailsErrorTable')}</p> : <OrderDetails order={detail} />}
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
            {data.data.length === 0 && <Empty text={t('orders.empty')} />}
          </div>
          <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
      <ConfirmDialog open={confirm !== null} title={t('orders.confirmDeleteTitle')} message={t('orders.confirmDelete')}
        onCancel={() => setConfirm(null)} onConfirm={() => void runDelete()} />
    </section>
  );
}
