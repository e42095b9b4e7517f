// 'Tableau de bord': three summary cards, three quick actions and the key figures, all from one
// call (GET /api/admin/stats); if it fails the cards show 0 and 'Erreur' (spec section 8). Above them,
// the launch checklist: what the shop still lacks before it can take money.
import { useTranslation } from 'react-i18next';
import { getStats } from '../api/admin.ts';
import { SectionHead } from '../components/SectionHead.tsx';
import { ErrorBanner } from '../components/StateViews.tsx';
import { KeyFigures, QuickActions, RecentOrders, SummaryCards } from './DashboardParts.tsx';
import { LaunchChecklist } from './LaunchChecklist.tsx';
import { useLoad } from './useLoad.ts';

export function DashboardScreen() {
  const { t } = useTranslation();
  const stats = useLoad(getStats);
  const failed = Boolean(stats.error);
  return (
    <div className="stack stack--loose">
      <p className="lede">{t('dashboard.welcome')}</p>
      <LaunchChecklist />
      <SummaryCards stats={stats.data} failed={failed} />
      <QuickActions />
      <section aria-labelledby="stats-title" className="panel stack">
        <SectionHead
          id="stats-title"
          title={t('dashboard.statsTitle')}
          href="/dashboard/statistics"
          linkLabel={t('dashboard.allStats')}
        />
        {failed ? (
          <ErrorBanner message={t('dashboard.statsError')} onRetry={() => void stats.reload()} />
        ) : (
          <KeyFigures stats={stats.data} />
        )}
        {stats.data && <RecentOrders orders={stats.data.recent_orders} />}
      </section>
    </div>
  );
}
