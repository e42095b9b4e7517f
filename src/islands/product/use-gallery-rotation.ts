// The gallery's state: which picture shows, whether it rotates (every 4 s, with wrap-around), and
// which pictures are in the page. It rotates unless paused by the shopper (WCAG 2.2.2), held (pointer
// or keyboard focus on it), or the shopper prefers reduced motion and has not pressed play.
import { useEffect, useState, useSyncExternalStore } from 'react';

const GALLERY_INTERVAL_MS = 4000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onMotionPreference(change: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/** The server's HTML rotates (its button says pause); a shopper who prefers less motion sees it paused once hydrated. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(onMotionPreference, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

const withPicture = (loaded: ReadonlySet<number>, i: number): ReadonlySet<number> => (loaded.has(i) ? loaded : new Set([...loaded, i]));

export interface GalleryRotation {
  index: number;
  /** Pictures shown so far and the next one, loaded ahead: only those are in the page (its weight budget). */
  loaded: ReadonlySet<number>;
  playing: boolean;
  show: (index: number) => void;
  togglePlaying: () => void;
  hold: (held: boolean) => void;
}

export function useGalleryRotation(count: number): GalleryRotation {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, hold] = useState(false);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice ?? !reducedMotion;

  useEffect(() => {
    // The next picture, well before the rotation reaches it.
    const ahead = window.setTimeout(() => setLoaded((prev) => withPicture(prev, (index + 1) % count)), GALLERY_INTERVAL_MS / 2);
    return () => window.clearTimeout(ahead);
  }, [index, count]);

  useEffect(() => {
    if (count < 2 || !playing || held) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), GALLERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, playing, held, index]);

  const show = (i: number) => {
    setLoaded((prev) => withPicture(prev, i));
    setIndex(i);
  };
  return { index, loaded, playing, show, togglePlaying: () => setChoice(!playing), hold };
}
