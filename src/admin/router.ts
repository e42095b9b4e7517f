// A tiny client router: the current path lives in a store; links push history entries, after asking
// when the screen holds unsaved changes ($leaveGuard).
import { atom } from 'nanostores';

export const $path = atom<string>(typeof window === 'undefined' ? '/' : window.location.pathname);
export const $search = atom<string>(typeof window === 'undefined' ? '' : window.location.search);

/** The question to ask before leaving the screen (it holds unsaved changes: useLeaveGuard), or null. */
export const $leaveGuard = atom<string | null>(null);

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const question = $leaveGuard.get();
  if (question !== null) {
    if (!window.confirm(question)) return;
    $leaveGuard.set(null);
  }
  const url = new URL(to, window.location.origin);
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  $search.set(url.search);
  $path.set(normalizePath(url.pathname));
  window.scrollTo(0, 0);
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function listenToHistory(): () => void {
  const sync = () => {
    $search.set(window.location.search);
    $path.set(normalizePath(window.location.pathname));
  };
  sync();
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
}
