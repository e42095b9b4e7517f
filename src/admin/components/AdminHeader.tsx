import { useTranslation } from 'react-i18next';
import { signOut } from '../auth/session.ts';
import { navigate } from '../router.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PublishStatus } from './PublishStatus.tsx';
import { Icon } from './Icon.tsx';

interface Props {
  title: string;
  sidebarOpen: boolean;
  onToggle: () => void;
}

export function AdminHeader({ title, sidebarOpen, onToggle }: Props) {
  const { t } = useTranslation();
  const logout = async () => {
    await signOut();
    navigate('/admin', { replace: true });
  };
  return (
    <header className="topbar">
      <button
        type="button"
        className="icon-btn"
        aria-expanded={sidebarOpen}
        aria-controls="admin-sidebar"
        aria-label={t('layout.toggleSidebar')}
        onClick={onToggle}
      >
        <Icon name="menu" />
      </button>
      <h1 className="topbar__title">{title}</h1>
      <div className="topbar__tools">
        <PublishStatus />
        <LanguageSwitch />
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void logout()}>
          {t('layout.logout')}
        </button>
      </div>
    </header>
  );
}
