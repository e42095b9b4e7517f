// /dashboard/inbox: contact messages (newest first, paged by the server's cursor: every message reachable)
// and newsletter subscribers (paginated by the server).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listMessages, listSubscribers } from '../api/admin.ts';
import { CursorPager } from '../components/CursorPager.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { TabList } from '../components/TabList.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { Empty, ErrorBanner, Loading } from '../components/StateViews.tsx';
import { formatDateTime, formatLongDate } from '../logic/format.ts';
import { useLoad } from './useLoad.ts';

const PER_PAGE = 20;

function Messages() {
  const { t, i18n } = useTranslation();
  // the cursor of each page walked through, the shown one last (null: the newest page)
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const messages = useLoad(useCallback(() => listMessages(cursor, PER_PAGE), [cursor]));
  if (messages.loading && !messages.data) return <Loading />;
  if (messages.error || !messages.data)
    return <ErrorBanner message={t('inbox.messagesError')} onRetry={() => void messages.reload()} />;
  const { data, next_cursor } = messages.data;
  if (data.length === 0 && cursors.length === 1) return <Empty text={t('inbox.noMessages')} />;
  return (
    <div className="stack">
      <ul className="messages" aria-busy={messages.loading || undefined}>
        {data.map((m) => (
          <li key={m.id} className="panel message">
            <div className="message__head">
              <p className="strong">
                {m.name} <span className="muted">· {m.email}</span>
              </p>
              <p className="muted small">{formatDateTime(m.receivedAt, i18n.language)}</p>
            </div>
            <p className="pill">{t(`inbox.subjects.${m.subject}`, { defaultValue: m.subject })}</p>
            <p className="message__body">{m.message}</p>
            <a className="btn btn--ghost btn--small" href={`mailto:${m.email}`}>
              {t('inbox.replyByEmail', { name: m.name })}
            </a>
          </li>
        ))}
      </ul>
      <CursorPager
        page={cursors.length}
        hasOlder={next_cursor !== null}
        busy={messages.loading}
        onNewer={() => setCursors((c) => c.slice(0, -1))}
        onOlder={() => next_cursor && setCursors((c) => [...c, next_cursor])}
      />
    </div>
  );
}

function Subscribers() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const subscribers = useLoad(useCallback(() => listSubscribers(page, PER_PAGE), [page]));
  if (subscribers.loading && !subscribers.data) return <Loading />;
  if (subscribers.error || !subscribers.data)
    return <ErrorBanner message={t('inbox.subscribersError')} onRetry={() => void subscribers.reload()} />;
  const { data, total } = subscribers.data;
  if (total === 0) return <Empty text={t('inbox.noSubscribers')} />;
  return (
    <div className="stack">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways: the keyboard must reach it (axe scrollable-region-focusable) */}
      <div className="table-wrap panel panel--flush" role="region" aria-label={t('tableScroll.label')} tabIndex={0}>
        <table className="table">
          <TableHead
            columns={['inbox.email', 'inbox.language', 'inbox.consent', 'inbox.confirmed', 'inbox.unsubscribed']}
          />
          <tbody>
            {data.map((s) => (
              <tr key={s.id}>
                <td>{s.email}</td>
                <td>{s.language.toUpperCase()}</td>
                <td>{formatLongDate(s.consent_at, i18n.language)}</td>
                <td>
                  {s.confirmed_at ? (
                    formatLongDate(s.confirmed_at, i18n.language)
                  ) : (
                    <span className="muted">{t('inbox.pendingConfirmation')}</span>
                  )}
                </td>
                {/* who left the newsletter, and when: no mailing may reach them */}
                <td>
                  {s.unsubscribed_at ? (
                    t('inbox.unsubscribedOn', { date: formatLongDate(s.unsubscribed_at, i18n.language) })
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} perPage={PER_PAGE} total={total} onPage={setPage} />
    </div>
  );
}

export function InboxScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'messages' | 'subscribers'>('messages');
  return (
    <div className="stack">
      <TabList
        label={t('inbox.tabsLabel')}
        idPrefix="inbox-tab"
        panelId={() => 'inbox-panel'}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'messages', label: t('inbox.messagesTab') },
          { id: 'subscribers', label: t('inbox.subscribersTab') },
        ]}
      />
      <div id="inbox-panel" role="tabpanel" aria-labelledby={`inbox-tab-${tab}`} tabIndex={0}>
        {tab === 'messages' ? <Messages /> : <Subscribers />}
      </div>
    </div>
  );
}
