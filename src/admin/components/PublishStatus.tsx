// The header's word on the storefront: does it show the latest change? "pending" (saved, no build
// yet), "building", "failed", or "live at 14:32". A polite live region, so a screen reader hears the
// change without losing its place; asked again after every save, and every few seconds while a build
// is awaited or under way.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishState } from '../../contract/admin/publish-state.ts';
import { watchPublishState } from '../api/publish-state.ts';
import { formatTimeOfDay } from '../logic/format.ts';

export function PublishStatus() {
  const { t, i18n } = useTranslation();
  const [publish, setPublish] = useState<PublishState | null>(null);
  useEffect(() => watchPublishState(setPublish), []);

  const state = publish?.state;
  const text = !publish
    ? ''
    : state === 'live'
      ? publish.live_at
        ? t('publish.liveAt', { time: formatTimeOfDay(publish.live_at, i18n.language) })
        : t('publish.upToDate')
      : t(`publish.${state}`);
  return (
    <p className={`publish-status publish-status--${state ?? 'unknown'}`} role="status">
      {text && (
        <>
          <span className="publish-status__dot" aria-hidden="true" />
          <span className="publish-status__label">{t('publish.label')} </span>
          {text}
        </>
      )}
    </p>
  );
}
