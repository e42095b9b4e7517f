// The header's word on the storefront: does it show the latest change? "pending" (saved, no build
// yet), "building", "failed", or "live at 14:32". A polite live region, so a screen reader hears the
// change without losing its place; asked again after every save, and every few seconds while a build
// is awaited or under way.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onChange } from '../api/changes.ts';
import { getPublishState, type PublishState } from '../api/publish-state.ts';
import { formatTimeOfDay } from '../logic/format.ts';

export const PUBLISH_POLL_MS = 3000;
/** After a failed look (offline, say): ask again, but not as often. */
const RETRY_MS = 30_000;

export function PublishStatus() {
  const { t, i18n } = useTranslation();
  const [publish, setPublish] = useState<PublishState | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);

  const generation = useRef(0);

  const refresh = useCallback(async () => {
    window.clearTimeout(timer.current);
    const mine = ++generation.current;
    let next: PublishState | null = null;
    try {
      next = await getPublishState();
    } catch {
      // unknown for now (offline, say): keep the last word and ask again later
    }
    // only the latest look speaks (a save may ask again while a poll is under way)
    if (!alive.current || mine !== generation.current) return;
    if (next) setPublish(next);
    const delay = !next ? RETRY_MS : next.state === 'pending' || next.state === 'building' ? PUBLISH_POLL_MS : null;
    if (delay !== null) timer.current = window.setTimeout(() => void refresh(), delay);
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const unsubscribe = onChange(() => void refresh());
    return () => {
      alive.current = false;
      unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [refresh]);

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
