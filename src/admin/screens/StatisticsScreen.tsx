// /dashboard/statistics: real figures from the orders (GET /api/admin/stats).
import { useTranslation } from 'react-i18next';
import { getStats } from '../api/admin.ts';
import { ORDER_STATUSES } from '../api/types.ts';
import { BarChart } from '../components/BarChart.tsx';
import { StockBadge } from '../components/StockBadge.tsx';
import { Empty, ErrorBanner, Loading } from '../components/StateViews.tsx';
import { formatCents, formatMonth } from '../logic/format.ts';
import { paidOrderCount } from '../logic/stats.ts';
import { useLoad } from './useLoad.ts';
import { VatReturn } from './VatReturn.tsx';

export function StatisticsScreen() {
  const { t, i18n } = useTranslation();
  const stats = useLoad(() => getStats());
  if (stats.loading && !stats.data) return <Loading />;
  if (stats.error || !stats.data) return <ErrorBanner message={t('statistics.loadError')} onRetry={() => void stats.reload()} />;
  const s = stats.data;
  const lang = i18n.language;
  const months = s.by_month ?? [];
  return (
    <div className="stack stack--loose">
      <dl className="figures figures--cards">
        <div className="panel"><dt>{t('statistics.revenue')}</dt><dd>{formatCents(s.revenue_cents, lang)}</dd></div>
        <div className="panel"><dt>{t('statistics.paidOrders')}</dt><dd>{paidOrderCount(s.orders_by_status)}</dd></div>
        <div className="panel"><dt>{t('statistics.averageBasket')}</dt><dd>{formatCents(s.average_basket_cents, lang)}</dd></div>
        <div className="panel"><dt>{t('statistics.orders')}</dt><dd>{s.counts.orders}</dd></div>
      </dl>

      <section className="panel stack" aria-labelledby="by-month">
        <h2 id="by-month" className="section-title">{t('statistics.byMonth')}</h2>
        <p className="hint">{t('statistics.byMonthHint')}</p>
        <div className="grid">
          <BarChart title={t('statistics.chartOrders')} labelHeader={t('statistics.month')} valueHeader={t('statistics.orders')}
            bars={months.map((m) => ({ label: formatMonth(m.month, lang), value: m.orders, display: String(m.orders) }))} />
          <BarChart title={t('statistics.chartRevenue')} labelHeader={t('statistics.month')} valueHeader={t('statistics.revenue')}
            bars={months.map((m) => ({ label: formatMonth(m.month, lang), value: m.revenue_cents, display: formatCents(m.revenue_cents, lang) }))} />
        </div>
      </section>

      <div className="grid grid--2">
        <section className="panel stack" aria-labelledby="best-sellers">
          <h2 id="best-sellers" className="section-title">{t('statistics.bestSellers')}</h2>
          {s.best_sellers.length === 0 ? <Empty text={t('statistics.noSales')} /> : (
            <div className="table-wrap"><table className="table table--compact">
              <thead><tr><th scope="col">{t('statistics.product')}</th><th scope="col" className="num">{t('statistics.quantitySold')}</th><th scope="col" className="num">{t('statistics.revenue')}</th></tr></thead>
              <tbody>
                {s.best_sellers.map((b) => (
                  <tr key={`${b.product_id}-${b.name}`}><td>{b.name}</td><td className="num">{b.quantity}</td><td className="num">{b.revenue_cents === undefined ? '' : formatCents(b.revenue_cents, lang)}</td></tr>
                ))}
              </tbody>
            </table></div>
          )}
        </section>
        <section className="panel stack" aria-labelledby="stock-overview">
          <h2 id="stock-overview" className="section-title">{t('statistics.stockOverview')}</h2>
          <dl className="figures figures--list">
            <div><dt>{t('statistics.stockTotal')}</dt><dd>{s.counts.products}</dd></div>
            <div><dt>{t('statistics.stockAvailable')}</dt><dd>{s.stock.in_stock}</dd></div>
            <div><dt>{t('statistics.stockLow', { max: s.stock.low_threshold })}</dt><dd>{s.stock.low}</dd></div>
            <div><dt>{t('statistics.stockOut')}</dt><dd>{s.stock.out}</dd></div>
          </dl>
          {s.stock.low_products.length > 0 && (
            <>
              <h3 className="subhead">{t('statistics.toRestock')}</h3>
              <ul className="restock">
                {s.stock.low_products.map((p) => (
                  <li key={p.id}><span>{p.name}</span><StockBadge stock={p.stock} /></li>
                ))}
              </ul>
            </>
          )}
          <h3 className="subhead">{t('statistics.byStatus')}</h3>
          <dl className="figures figures--list">
            {ORDER_STATUSES.map((status) => <div key={status}><dt>{t(`status.${status}`)}</dt><dd>{s.orders_by_status?.[status] ?? 0}</dd></div>)}
          </dl>
        </section>
      </div>

      <VatReturn />
    </div>
  );
}
