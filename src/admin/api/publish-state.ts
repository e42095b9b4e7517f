// GET /api/admin/publish-state: whether the static storefront shows the latest change, and the watch
// the header keeps on it: asked at once, again after every save, every few seconds while a build is
// awaited or under way, and less often after a failed look (offline, say). Only the latest look
// speaks (a save may ask again while a poll is under way).
import { publishStateSchema, type PublishState } from '../../contract/admin/publish-state.ts';
import { onChange } from './changes.ts';
import { apiRequest } from './client.ts';

const getPublishState = () => apiRequest('/admin/publish-state', { answer: publishStateSchema });

const PUBLISH_POLL_MS = 3000;
/** After a failed look: ask again, but not as often. */
const RETRY_MS = 30_000;

/** Calls `onState` with each new word; returns the stop. */
export function watchPublishState(onState: (state: PublishState) => void): () => void {
  let timer: number | undefined;
  let generation = 0;
  let stopped = false;

  const look = async (): Promise<void> => {
    window.clearTimeout(timer);
    const mine = ++generation;
    let next: PublishState | null = null;
    try {
      next = await getPublishState();
    } catch {
      // unknown for now: keep the last word and ask again later
    }
    if (stopped || mine !== generation) return;
    if (next) onState(next);
    const delay = !next ? RETRY_MS : next.state === 'pending' || next.state === 'building' ? PUBLISH_POLL_MS : null;
    if (delay !== null) timer = window.setTimeout(() => void look(), delay);
  };

  void look();
  const unsubscribe = onChange(() => void look());
  return () => {
    stopped = true;
    unsubscribe();
    window.clearTimeout(timer);
  };
}
