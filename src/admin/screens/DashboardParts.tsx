// The dashboard's parts: the three summary cards, the three quick actions, and the key figures with
// the newest orders.
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '../api/admin.ts';
import { Icon, type IconName } from '../components/Icon.tsx';
import { Link } from '../components/Link.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { formatCents, formatLongDate } from '../logic/format.ts';
import { paidOrderCount } from '../logic/stats.ts';
import { Fact } from '../components/Fact.tsx';

interface Card {
  title: string;
  value: number | undefined;
  change: string;
  href: string;
  icon: IconName;
}

/** A count and what changed, linking to its list; a failed load shows 0 and 'Erreur' (spec section 8). */
function SummaryCard({ card, failed }: { card: Card; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link href={card.href} className="stat-card">
      <span className="stat-card__icon">
        <Icon name={card.icon} size={22} />
      </span>
      <span className="stat-card__title">{card.title}</span>
      <span className="stat-card__value">{failed ? 0 : (card.value ?? '…')}</span>
      <span className={`stat-card__change ${failed ? 'stat-card__change--error' : ''}`}>
        {failed ? t('dashboard.cardError') : card.change}
      </span>
      <span className="visually-hidden">{t('dashboard.viewList')}</span>
    </Link>
  );
}

export function SummaryCards({ stats, failed }: { stats: AdminStats | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const cards: Card[] = [
    {
      title: t('dashboard.orders'),
      value: stats?.counts.orders,
      change: t('dashboard.ordersChange', { count: stats?.counts.pending_orders ?? 0 }),
      href: '/dashboard/orders',
      icon: 'bag',
    },
    {
      title: t('dashboard.products'),
      value: stats?.counts.products,
      change: t('dashboard.productsChange', { count: stats?.stock.out ?? 0 }),
      href: '/dashboard/products',
      icon: 'bottle',
    },
    {
      title: t('dashboard.categories'),
      value: stats?.counts.categories,
      change: t('dashboard.categoriesChange'),
      href: '/dashboard/categories',
      icon: 'tag',
    },
  ];
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" className="visually-hidden">
        {t('dashboard.summaryLabel')}
      </h2>
      <div className="grid grid--3">
        {cards.map((card) => (
          <SummaryCard key={card.href} card={card} failed={failed} />
        ))}
      </div>
    </section>
  );
}

const QUICK_ACTIONS: { href: string; icon: IconName; words: 'viewOrders' | 'addProduct' | 'addCategory' }[] = [
  { href: '/dashboard/orders', icon: 'bag', words: 'viewOrders' },
  { href: '/dashboard/products/add', icon: 'plus', words: 'addProduct' },
  { href: '/dashboard/categories/add', icon: 'tag', words: 'addCategory' },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-title" className="stack">
      <h2 id="quick-title" className="section-title">
        {t('dashboard.quickActions')}
      </h2>
      <div className="grid grid--3">
        {QUICK_ACTIONS.map(({ href, icon, words }) => (
          <Link key={href} href={href} className="quick-action">
            <Icon name={icon} size={22} />
            <span className="quick-action__title">{t(`dashboard.${words}`)}</span>
            <span className="quick-action__text">{t(`dashboard.${words}Text`)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

export function KeyFigures({ stats }: { stats: AdminStats | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <p className="hint">{t('settledStats.definition')}</p>
      <dl className="figures">
        <Fact term={t('settledStats.revenue')}>{stats ? formatCents(stats.revenue_cents, lang) : '…'}</Fact>
        <Fact term={t('settledStats.averageBasket')}>
          {stats ? formatCents(stats.average_basket_cents, lang) : '…'}
        </Fact>
        <Fact term={t('settledStats.settledOrders')}>{stats ? paidOrderCount(stats.orders_by_status) : '…'}</Fact>
        <Fact term={t('statistics.stockLow', { max: stats?.stock.low_threshold ?? 10 })}>
          {stats ? stats.stock.low : '…'}
        </Fact>
      </dl>
    </>
  );
}

export function RecentOrders({ orders }: { orders: AdminStats['recent_orders'] }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0) return null;
  return (
    <>
      <h3 className="subhead">{t('dashboard.recentOrders')}</h3>
      <ul className="recent">
        {orders.map((order) => (
          <li key={order.id}>
            <span className="strong">#{order.id}</span>
            <span>{order.name}</span>
            <span className="muted small">{formatLongDate(order.created_at, i18n.language)}</span>
            <span className="num">{formatCents(order.total_cents, i18n.language)}</span>
            <StatusBadge status={order.status} />
          </li>
        ))}
      </ul>
    </>
  );
}
