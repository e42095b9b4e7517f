// The back-office frame: sidebar (open by default on wide screens), header whose title follows the path.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sidebar } from './Sidebar.tsx';
import { AdminHeader } from './AdminHeader.tsx';
import { Toasts } from './Toasts.tsx';

const WIDE = '(min-width: 768px)';

export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => window.matchMedia(WIDE).matches);

  useEffect(() => {
    document.title = `${title} · ${t('meta.title')}`;
  }, [title, t]);

  // the sidebar follows the width: a window narrowed to a phone's (or a tablet turned) gets the closed
  // drawer a phone starts with, widened again the open sidebar
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const follow = (event: MediaQueryListEvent) => setOpen(event.matches);
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, []);

  const closeOnNarrow = () => {
    if (!window.matchMedia(WIDE).matches) setOpen(false);
  };

  return (
    <div className={`shell ${open ? 'shell--open' : 'shell--closed'}`}>
      <a className="skip-link" href="#admin-main">
        {t('layout.skipLink')}
      </a>
      <Sidebar open={open} onNavigate={closeOnNarrow} />
      {open && <div className="shell__scrim" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div className="shell__body">
        <AdminHeader title={title} sidebarOpen={open} onToggle={() => setOpen((value) => !value)} />
        <main id="admin-main" className="shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Toasts />
    </div>
  );
}
