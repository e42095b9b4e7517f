import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../auth/session.ts';
import { navigate } from '../router.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PublishStatus } from './PublishStatus.tsx';
import { Icon } from './Icon.tsx';
import { BusyButton } from './BusyButton.tsx';

interface Props {
  title: string;
  sidebarOpen: boolean;
  onToggle: () => void;
}

export function AdminHeader({ title, sidebarOpen, onToggle }: Props) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    // signing out waits for the server to end the session: the button says it is under way
    setLeaving(true);
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
        <BusyButton className="btn btn--ghost btn--small" busy={leaving} onClick={() => void logout()}>
          {t('layout.logout')}
        </BusyButton>
      </div>
    </header>
  );
}
