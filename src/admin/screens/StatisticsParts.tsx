// The statistics screen's parts: the sales by month as two bar charts, the best sellers, and the
// stock with the orders by status. Every sales figure counts settled orders only (paid, shipped,
// completed: the server's one definition) and says so in its label.
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '../../domain/vocabulary/order-status.ts';
import type { AdminStats } from '../api/admin.ts';
import { BarChart } from '../components/BarChart.tsx';
import { Panel } from '../components/Panel.tsx';
import { Empty } from '../components/StateViews.tsx';
import { StockBadge } from '../components/StockBadge.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { formatCents, formatMonth } from '../logic/format.ts';
import { Fact } from '../components/Fact.tsx';

export function SalesByMonth({ months }: { months: AdminStats['by_month'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Panel id="by-month" title={t('statistics.byMonth')} hint={t('settledStats.byMonthHint')}>
      <div className="grid">
        <BarChart
          title={t('settledStats.chartOrders')}
          labelHeader={t('statistics.month')}
          valueHeader={t('statistics.orders')}
          bars={months.map((m) => ({ label: formatMonth(m.month, lang), value: m.orders, display: String(m.orders) }))}
        />
        <BarChart
          title={t('settledStats.chartRevenue')}
          labelHeader={t('statistics.month')}
          valueHeader={t('statistics.revenue')}
          bars={months.map((m) => ({
            label: formatMonth(m.month, lang),
            value: m.revenue_cents,
            display: formatCents(m.revenue_cents, lang),
          }))}
        />
      </div>
    </Panel>
  );
}

export function BestSellers({ sellers }: { sellers: AdminStats['best_sellers'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel id="best-sellers" title={t('settledStats.bestSellers')} hint={t('settledStats.bestSellersHint')}>
      {sellers.length === 0 ? (
        <Empty text={t('statistics.noSales')} />
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways: the keyboard must reach it (axe scrollable-region-focusable)
        <div className="table-wrap" role="region" aria-label={t('settledStats.bestSellers')} tabIndex={0}>
          <table className="table table--compact">
            <TableHead
              columns={['statistics.product', ['statistics.quantitySold', 'num'], ['statistics.revenue', 'num']]}
            />
            <tbody>
              {sellers.map((b) => (
                <tr key={`${b.product_id}-${b.name}`}>
                  <td>{b.name}</td>
                  <td className="num">{b.quantity}</td>
                  <td className="num">{formatCents(b.revenue_cents, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function StockOverview({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const { stock } = stats;
  return (
    <Panel id="stock-overview" title={t('statistics.stockOverview')}>
      <dl className="figures figures--list">
        <Fact term={t('statistics.stockTotal')}>{stats.counts.products}</Fact>
        <Fact term={t('statistics.stockAvailable')}>{stock.in_stock}</Fact>
        <Fact term={t('statistics.stockLow', { max: stock.low_threshold })}>{stock.low}</Fact>
        <Fact term={t('statistics.stockOut')}>{stock.out}</Fact>
      </dl>
      {stock.low_products.length > 0 && (
        <>
          <h3 className="subhead">{t('statistics.toRestock')}</h3>
          <ul className="restock">
            {stock.low_products.map((p) => (
              <li key={p.id}>
                <span>{p.name}</span>
                <StockBadge stock={p.stock} />
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="subhead">{t('statistics.byStatus')}</h3>
      <p className="hint">{t('settledStats.byStatusHint')}</p>
      <dl className="figures figures--list">
        {ORDER_STATUSES.map((status) => (
          <div key={status}>
            <dt>{t(`status.${status}`)}</dt>
            <dd>{stats.orders_by_status[status]}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
