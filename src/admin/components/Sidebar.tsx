import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $session } from '../auth/session.ts';
import { $path } from '../router.ts';
import { Link } from './Link.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const LINKS: { href: string; key: string; icon: IconName }[] = [
  { href: '/dashboard', key: 'nav.dashboard', icon: 'home' },
  { href: '/dashboard/products', key: 'nav.products', icon: 'bottle' },
  { href: '/dashboard/categories', key: 'nav.categories', icon: 'tag' },
  { href: '/dashboard/orders', key: 'nav.orders', icon: 'bag' },
  { href: '/dashboard/orders/kanban', key: 'nav.kanban', icon: 'columns' },
  { href: '/dashboard/returns', key: 'nav.returns', icon: 'refresh' },
  { href: '/dashboard/orders/to-pack', key: 'nav.toPack', icon: 'box' },
  { href: '/dashboard/bank-statements', key: 'nav.bankStatements', icon: 'bank' },
  { href: '/dashboard/statistics', key: 'nav.statistics', icon: 'chart' },
  { href: '/dashboard/inbox', key: 'nav.inbox', icon: 'mail' },
  { href: '/dashboard/settings', key: 'nav.settings', icon: 'gear' },
];

function isCurrent(path: string, href: string): boolean {
  if (href === '/dashboard') return path === '/dashboard';
  if (href === '/dashboard/orders') return path === '/dashboard/orders';
  return path === href || path.startsWith(`${href}/`);
}

export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const path = useStore($path);
  const session = useStore($session);
  return (
    <aside id="admin-sidebar" className="sidebar" hidden={!open}>
      <div className="sidebar__brand">
        <span className="sidebar__mark" aria-hidden="true">
          ML
        </span>
        <div>
          <p className="sidebar__label">{t('layout.adminLabel')}</p>
          <p className="sidebar__user">
            <span className="visually-hidden">{t('layout.signedInAs')} </span>
            {session.user?.email ?? ''}
          </p>
        </div>
      </div>
      <nav aria-label={t('layout.navLabel')}>
        <ul className="sidebar__links">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="sidebar__link"
                aria-current={isCurrent(path, link.href) ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon name={link.icon} />
                <span>{t(link.key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar__lang">
        <LanguageSwitch />
      </div>
      <a className="sidebar__back" href="/">
        <Icon name="arrowLeft" />
        <span>{t('layout.backToSite')}</span>
      </a>
    </aside>
  );
}
