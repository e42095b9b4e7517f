// The orders table: server-side search, filters and pages; expandable details; status; delete. The
// amount cell also says how the order is paid and its reference (structured communication or payment id).
import { Fragment, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { deleteOrder, getOrder, listOrders, setOrderStatus } from '../../api/orders.ts';
import { ORDER_STATUSES, type Order, type OrderQuery, type OrderStatus } from '../../api/types.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
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
  const [deleting, setDeleting] = useState(false);

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
    try {
      await setOrderStatus(order.id, status);
      showToast('success', t('orders.statusUpdated', { id: order.id, label: t(`status.${status}`) }));
    } catch {
      showToast('error', t('orders.statusError'));
    }
    ordersChanged();
  };

  const runDelete = async () => {
    if (!confirm) return;
    setDeleting(true);
    try {
      await deleteOrder(confirm.id);
      showToast('success', t('orders.deleted'));
      ordersChanged();
    } catch {
      showToast('error', t('orders.deleteError'));
    } finally {
      setDeleting(false);
      setConfirm(null);
    }
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
                  return (
                    <Fragment key={order.id}>
                      <tr>
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
                          <select className={`status-select status-select--${order.status}`} aria-label={t('orders.statusOf', { id: order.id })}
                            value={order.status} onChange={(e) => void changeStatus(order, e.target.value as OrderStatus)}>
                            {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
                          </select>
                        </td>
                        <td className="num">
                          <button type="button" className="icon-btn icon-btn--danger" aria-label={t('orders.deleteLabel', { id: order.id })}
                            onClick={() => setConfirm(order)}>
                            <Icon name="trash" />
                          </button>
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
      <ConfirmDialog open={confirm !== null} busy={deleting} title={t('orders.confirmDeleteTitle')} message={t('orders.confirmDelete')}
        onCancel={() => setConfirm(null)} onConfirm={() => void runDelete()} />
    </section>
  );
}
