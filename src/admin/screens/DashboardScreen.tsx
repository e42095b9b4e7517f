// 'Tableau de bord': three summary cards, three quick actions and the key figures.
import { useTranslation } from 'react-i18next';
import { listOrders } from '../api/orders.ts';
import { listProducts } from '../api/products.ts';
import { listCategoriesWithCounts } from '../api/categories.ts';
import { getStats } from '../api/admin.ts';
import { Link } from '../components/Link.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { formatCents } from '../logic/format.ts';
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
  const orders = useLoad(() => listOrders({ page: 1, perPage: 1, search: '', status: 'all', date: 'all' }));
  const pending = useLoad(() => listOrders({ page: 1, perPage: 1, search: '', status: 'pending', date: 'all' }));
  const products = useLoad(() => listProducts());
  const categories = useLoad(() => listCategoriesWithCounts());
  const stats = useLoad(() => getStats());
  const outOfStock = products.data?.filter((p) => p.stock <= 0).length ?? 0;

  return (
    <div className="stack">
      <p className="lede">{t('dashboard.welcome')}</p>
      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className="visually-hidden">{t('dashboard.summaryLabel')}</h2>
        <div className="grid grid--3">
          <SummaryCard title={t('dashboard.orders')} value={orders.data?.total} failed={Boolean(orders.error)}
            change={t('dashboard.ordersChange', { count: pending.data?.total ?? 0 })} href="/dashboard/orders" icon="bag" />
          <SummaryCard title={t('dashboard.products')} value={products.data?.length} failed={Boolean(products.error)}
            change={t('dashboard.productsChange', { count: outOfStock })} href="/dashboard/products" icon="bottle" />
          <SummaryCard title={t('dashboard.categories')} value={categories.data?.length} failed={Boolean(categories.error)}
            change={t('dashboard.categoriesChange')} href="/dashboard/categories" icon="tag" />
        </div>
      </section>

      <section aria-labelledby="quick-title" className="panel">
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

      <section aria-labelledby="stats-title" className="panel">
        <div className="panel__head">
          <h2 id="stats-title" className="section-title">{t('dashboard.statsTitle')}</h2>
          <Link href="/dashboard/statistics" className="btn btn--link">{t('dashboard.allStats')}</Link>
        </div>
        {stats.error ? (
          <p className="form__error" role="alert">{t('dashboard.statsError')}</p>
        ) : (
          <dl className="figures">
            <div><dt>{t('dashboard.revenue')}</dt><dd>{stats.data ? formatCents(stats.data.revenue_cents, i18n.language) : '…'}</dd></div>
            <div><dt>{t('dashboard.averageBasket')}</dt><dd>{stats.data ? formatCents(stats.data.average_basket_cents, i18n.language) : '…'}</dd></div>
            <div><dt>{t('dashboard.paidOrders')}</dt><dd>{stats.data ? stats.data.paid_orders : '…'}</dd></div>
            <div><dt>{t('statistics.stockUnits')}</dt><dd>{stats.data ? stats.data.stock.units : '…'}</dd></div>
          </dl>
        )}
      </section>
    </div>
  );
}
