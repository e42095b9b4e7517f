// The orders table's toolbar: search, status and date filters, and the refresh button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, isOrderStatus } from '../../../domain/vocabulary/order-status.ts';
import { ORDER_DATE_FILTERS, ORDER_MONEY_FILTERS } from '../../../contract/admin/orders.ts';
import type { OrderListQuery } from '../../api/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { Options } from '../../components/Options.tsx';
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

/** A filter of the toolbar: a select named by a label only screen readers read (the choices say it). */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.children}
      </select>
    </>
  );
}

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
      <FilterSelect
        id="status-filter"
        label={t('orders.statusFilter')}
        value={query.status}
        onChange={(value) => orders.filter({ status: isOrderStatus(value) ? value : 'all' })}
      >
        <option value="all">{t('orders.allStatuses')}</option>
        <Options values={ORDER_STATUSES} labelOf={(s) => t(`status.${s}`)} />
      </FilterSelect>
      <FilterSelect
        id="date-filter"
        label={t('orders.dateFilter')}
        value={query.date}
        onChange={(value) => orders.filter({ date: isDateFilter(value) ? value : 'all' })}
      >
        <Options values={ORDER_DATE_FILTERS} labelOf={(date) => t(DATE_KEYS[date])} />
      </FilterSelect>
      <FilterSelect
        id="money-filter"
        label={t('ledger.moneyFilter')}
        value={query.money}
        onChange={(value) => orders.filter({ money: isMoneyFilter(value) ? value : 'all' })}
      >
        <Options values={ORDER_MONEY_FILTERS} labelOf={(money) => t(`ledger.money.${money}`)} />
      </FilterSelect>
      <button type="button" className="btn btn--ghost" onClick={onRefresh} disabled={loading}>
        <Icon name="refresh" /> {loading ? t('common.refreshing') : t('common.refresh')}
      </button>
    </div>
  );
}
