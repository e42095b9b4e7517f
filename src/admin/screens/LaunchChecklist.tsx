// The dashboard's launch checklist (GET /api/admin/launch-checklist): what the shop still lacks before
// it can take money, each line saying where to set it: a block of the settings screen (linked), or a
// variable of the site's environment on Netlify. Configured / missing only: the server sends no value.
import { useTranslation } from 'react-i18next';
import type { LaunchChecklist as Checklist, LaunchChecklistItem } from '../../contract/admin/launch-checklist.ts';
import { getLaunchChecklist } from '../api/admin.ts';
import { Link } from '../components/Link.tsx';
import { ErrorBanner } from '../components/StateViews.tsx';
import { useLoad } from './useLoad.ts';

const WHERE_IN_SETTINGS = {
  seller: 'launchChecklist.whereSeller',
  bank: 'launchChecklist.whereBank',
  testimonials: 'launchChecklist.whereTestimonials',
} as const;

function WhereToSet({ line }: { line: LaunchChecklistItem }) {
  const { t } = useTranslation();
  if (line.setIn.kind === 'settings') {
    return <Link href="/dashboard/settings">{t(WHERE_IN_SETTINGS[line.setIn.section])}</Link>;
  }
  return (
    <span>
      {t('launchChecklist.whereEnvironment')} <code>{line.setIn.variable}</code>
    </span>
  );
}

function ChecklistLines({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation();
  return (
    <ul className="launch-checklist">
      {checklist.items.map((line) => (
        <li key={line.item} className="launch-checklist__line">
          <span className={`badge ${line.configured ? 'badge--green' : 'badge--red'}`}>
            {t(line.configured ? 'launchChecklist.configured' : 'launchChecklist.missing')}
          </span>
          <span className="launch-checklist__name">{t(`launchChecklist.items.${line.item}`)}</span>
          {!line.configured && (
            <span className="launch-checklist__where muted">
              <WhereToSet line={line} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function LaunchChecklist() {
  const { t } = useTranslation();
  const checklist = useLoad(getLaunchChecklist);
  const data = checklist.data;
  return (
    <section aria-labelledby="launch-checklist-title" className="panel stack">
      <h2 id="launch-checklist-title" className="section-title">
        {t('launchChecklist.title')}
      </h2>
      {checklist.error ? (
        <ErrorBanner message={t('launchChecklist.loadError')} onRetry={() => void checklist.reload()} />
      ) : null}
      {data && (
        <p className={data.ready ? '' : 'muted'}>{t(data.ready ? 'launchChecklist.ready' : 'launchChecklist.intro')}</p>
      )}
      {data && !data.ready && <ChecklistLines checklist={data} />}
    </section>
  );
}
