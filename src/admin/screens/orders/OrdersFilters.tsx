// The orders table's toolbar: search, status and date filters, and the refresh button.
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, isOrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { ORDER_DATE_FILTERS, ORDER_MONEY_FILTERS } from '../../../contract/admin/orders.ts';
import type { OrderListQuery } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import type { OrdersQuery } from './useOrdersQuery.ts';

const DATE_KEYS: Record<OrderListQuery['date'], string> = {
  all: 'orders.dateAll',
  today: 'orders.dateToday',
  week: 'orders.dateWeek',
  month: 'orders.dateMonth',
};

const isMoneyFilter = (value: string): value is OrderListQuery['money'] =>
  (ORDER_MONEY_FILTERS as readonly string[]).includes(value);

const isDateFilter = (value: string): value is OrderListQuery['date'] =>
  (ORDER_DATE_FILTERS as readonly string[]).includes(value);

export function OrdersFilters({
  orders,
  loading,
  onRefresh,
}: {
  orders: OrdersQuery;
  loading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { query } = orders;
  return (
    <div className="toolbar toolbar--filters">
      <SearchBox
        id="order-search"
        label={t('orders.searchLabel')}
        placeholder={t('orders.searchPlaceholder')}
        value={orders.searchText}
        onChange={orders.setSearchText}
      />
      <label className="visually-hidden" htmlFor="status-filter">
        {t('orders.statusFilter')}
      </label>
      <select
        id="status-filter"
        value={query.status}
        onChange={(e) => orders.filter({ status: isOrderStatus(e.target.value) ? e.target.value : 'all' })}
      >
        <option value="all">{t('orders.allStatuses')}</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="date-filter">
        {t('orders.dateFilter')}
      </label>
      <select
        id="date-filter"
        value={query.date}
        onChange={(e) => orders.filter({ date: isDateFilter(e.target.value) ? e.target.value : 'all' })}
      >
        {ORDER_DATE_FILTERS.map((date) => (
          <option key={date} value={date}>
            {t(DATE_KEYS[date])}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor="money-filter">
        {t('ledger.moneyFilter')}
      </label>
      <select
        id="money-filter"
        value={query.money}
        onChange={(e) => orders.filter({ money: isMoneyFilter(e.target.value) ? e.target.value : 'all' })}
      >
        {ORDER_MONEY_FILTERS.map((money) => (
          <option key={money} value={money}>
            {t(`ledger.money.${money}`)}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--ghost" onClick={onRefresh} disabled={loading}>
        <Icon name="refresh" /> {loading ? t('common.refreshing') : t('common.refresh')}
      </button>
    </div>
  );
}
