// /dashboard/statistics: real figures from the orders (GET /api/admin/stats).
import { useTranslation } from 'react-i18next';
import { getStats } from '../api/admin.ts';
import { ErrorBanner, Loading } from '../components/StateViews.tsx';
import { formatCents } from '../logic/format.ts';
import { paidOrderCount } from '../logic/stats.ts';
import { BestSellers, SalesByMonth, StockOverview } from './StatisticsParts.tsx';
import { useLoad } from './useLoad.ts';
import { VatReturn } from './VatReturn.tsx';
import { Fact } from '../components/Fact.tsx';

export function StatisticsScreen() {
  const { t, i18n } = useTranslation();
  const stats = useLoad(getStats);
  if (stats.loading && !stats.data) return <Loading />;
  if (stats.error || !stats.data)
    return <ErrorBanner message={t('statistics.loadError')} onRetry={() => void stats.reload()} />;
  const s = stats.data;
  const lang = i18n.language;
  return (
    <div className="stack stack--loose">
      <p className="hint" id="settled-definition">
        {t('settledStats.definition')} {t('settledStats.revenueHint')}
      </p>
      <dl className="figures figures--cards">
        <Fact className="panel" term={t('settledStats.revenue')}>
          {formatCents(s.revenue_cents, lang)}
        </Fact>
        <Fact className="panel" term={t('settledStats.settledOrders')}>
          {paidOrderCount(s.orders_by_status)}
        </Fact>
        <Fact className="panel" term={t('settledStats.averageBasket')}>
          {formatCents(s.average_basket_cents, lang)}
        </Fact>
        <Fact className="panel" term={t('settledStats.allOrders')}>
          {s.counts.orders}
        </Fact>
      </dl>
      <SalesByMonth months={s.by_month} />
      <div className="grid grid--2">
        <BestSellers sellers={s.best_sellers} />
        <StockOverview stats={s} />
      </div>
      <VatReturn />
    </div>
  );
}
