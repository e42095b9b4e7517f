// 'Tableau de bord': three summary cards, three quick actions and the key figures, all from one
// call (GET /api/admin/stats); if it fails the cards show 0 and 'Erreur' (spec section 8).
import { useTranslation } from 'react-i18next';
import { getStats } from '../api/admin.ts';
import { Link } from '../components/Link.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { ErrorBanner } from '../components/StateViews.tsx';
import { formatCents, formatEuros, formatLongDate } from '../logic/format.ts';
import { isOrderStatus } from '../logic/kanban-rules.ts';
import { paidOrderCount } from '../logic/stats.ts';
import { useLoad } from './useLoad.ts';

interface CardProps {
  title: string;
  value: number | undefined;
  change: string;
  failed: boolean;
  href: string;
  icon: IconName;
}

function SummaryCard({ title, value, change, failed, href, icon }: CardProps) {
  const { t } = useTranslation();
  return (
    <Link href={href} className="stat-card">
      <span className="stat-card__icon"><Icon name={icon} size={22} /></span>
      <span className="stat-card__title">{title}</span>
      <span className="stat-card__value">{failed ? 0 : (value ?? '…')}</span>
      <span className={`stat-card__change ${failed ? 'stat-card__change--error' : ''}`}>{failed ? t('dashboard.cardError') : change}</span>
      <span className="visually-hidden">{t('dashboard.viewList')}</span>
    </Link>
  );
}

export function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const stats = useLoad(() => getStats());
  const s = stats.data;
  const failed = Boolean(stats.error);
  const lang = i18n.language;

  return (
    <div className="stack stack--loose">
      <p className="lede">{t('dashboard.welcome')}</p>
      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className="visually-hidden">{t('dashboard.summaryLabel')}</h2>
        <div className="grid grid--3">
          <SummaryCard title={t('dashboard.orders')} value={s?.counts.orders} failed={failed}
            change={t('dashboard.ordersChange', { count: s?.counts.pending_orders ?? 0 })} href="/dashboard/orders" icon="bag" />
          <SummaryCard title={t('dashboard.products')} value={s?.counts.products} failed={failed}
            change={t('dashboard.productsChange', { count: s?.stock.out ?? 0 })} href="/dashboard/products" icon="bottle" />
          <SummaryCard title={t('dashboard.categories')} value={s?.counts.categories} failed={failed}
            change={t('dashboard.categoriesChange')} href="/dashboard/categories" icon="tag" />
        </div>
      </section>

      <section aria-labelledby="quick-title" className="stack">
        <h2 id="quick-title" className="section-title">{t('dashboard.quickActions')}</h2>
        <div className="grid grid--3">
          <Link href="/dashboard/orders" className="quick-action">
            <Icon name="bag" size={22} /><span className="quick-action__title">{t('dashboard.viewOrders')}</span>
            <span className="quick-action__text">{t('dashboard.viewOrdersText')}</span>
          </Link>
          <Link href="/dashboard/products/add" className="quick-action">
            <Icon name="plus" size={22} /><span className="quick-action__title">{t('dashboard.addProduct')}</span>
            <span className="quick-action__text">{t('dashboard.addProductText')}</span>
          </Link>
          <Link href="/dashboard/categories/add" className="quick-action">
            <Icon name="tag" size={22} /><span className="quick-action__title">{t('dashboard.addCategory')}</span>
            <span className="quick-action__text">{t('dashboard.addCategoryText')}</span>
          </Link>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="panel stack">
        <div className="panel__head">
          <h2 id="stats-title" className="section-title">{t('dashboard.statsTitle')}</h2>
          <Link href="/dashboard/statistics" className="btn btn--link">{t('dashboard.allStats')}</Link>
        </div>
        {failed ? (
          <ErrorBanner message={t('dashboard.statsError')} onRetry={() => void stats.reload()} />
        ) : (
          <dl className="figures">
            <div><dt>{t('dashboard.revenue')}</dt><dd>{s ? formatCents(s.revenue_cents, lang) : '…'}</dd></div>
            <div><dt>{t('dashboard.averageBasket')}</dt><dd>{s ? formatCents(s.average_basket_cents, lang) : '…'}</dd></div>
            <div><dt>{t('dashboard.paidOrders')}</dt><dd>{s ? paidOrderCount(s.orders_by_status) : '…'}</dd></div>
            <div><dt>{t('statistics.stockLow', { max: s?.stock.low_threshold ?? 10 })}</dt><dd>{s ? s.stock.low : '…'}</dd></div>
          </dl>
        )}
        {s?.recent_orders && s.recent_orders.length > 0 && (
          <>
            <h3 className="subhead">{t('dashboard.recentOrders')}</h3>
            <ul className="recent">
              {s.recent_orders.map((order) => (
                <li key={order.id}>
                  <span className="strong">#{order.id}</span>
                  <span>{order.name}</span>
                  <span className="muted small">{formatLongDate(order.created_at, lang)}</span>
                  <span className="num">{formatEuros(order.total, lang)}</span>
                  {isOrderStatus(order.status) && <StatusBadge status={order.status} />}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
