// A tiny client router: the current path lives in a store; links push history entries, after asking
// when the screen holds unsaved changes ($leaveGuard). The browser's Back and Forward buttons ask too:
// a popstate has already moved the address, so a "stay" puts the screen's own address back.
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
  shownUrl = url.href;
  $search.set(url.search);
  $path.set(normalizePath(url.pathname));
  window.scrollTo(0, 0);
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The address of the screen on show: where a refused Back or Forward returns. */
let shownUrl = typeof window === 'undefined' ? '/' : window.location.href;

/** Back or Forward with unsaved changes on screen: true to go on (the guard is dropped), false to stay. */
function leaveAllowed(): boolean {
  const question = $leaveGuard.get();
  if (question === null) return true;
  if (window.confirm(question)) {
    $leaveGuard.set(null);
    return true;
  }
  // the history entry has already changed: a new entry with the screen's address keeps it on show
  window.history.pushState(null, '', shownUrl);
  return false;
}

export function listenToHistory(): () => void {
  const sync = () => {
    shownUrl = window.location.href;
    $search.set(window.location.search);
    $path.set(normalizePath(window.location.pathname));
  };
  const onPopState = () => {
    if (leaveAllowed()) sync();
  };
  sync();
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}
