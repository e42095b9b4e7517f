// Newer/older navigation for a list paged by a server cursor (no total is known: counting would mean
// reading the whole store). The caller keeps the cursors of the pages it has walked through.
import { useTranslation } from 'react-i18next';

interface Props {
  /** 1 for the newest page. */
  page: number;
  hasOlder: boolean;
  busy?: boolean;
  onNewer: () => void;
  onOlder: () => void;
}

export function CursorPager({ page, hasOlder, busy = false, onNewer, onOlder }: Props) {
  const { t } = useTranslation();
  if (page === 1 && !hasOlder) return null;
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      <div className="pagination__controls">
        <button type="button" className="btn btn--ghost btn--small" disabled={busy || page <= 1} onClick={onNewer}>
          {t('inbox.newerMessages')}
        </button>
        <span className="pagination__page" aria-current="page">
          {t('inbox.messagesPage', { page })}
        </span>
        <button type="button" className="btn btn--ghost btn--small" disabled={busy || !hasOlder} onClick={onOlder}>
          {t('inbox.olderMessages')}
        </button>
      </div>
    </nav>
  );
}
