// "Your session has ended" on the sign-in screen after a 401: the API client
// sends the browser to /auth with a full page load, so the reason travels in the tab's sessionStorage
// (not in the address: nothing about the session belongs in a URL), read once by the sign-in screen.
const KEY = 'admin_session_ended';

/** Called when a signed-in call answers 401: the stored session was refused (expired, revoked). */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // no storage (private mode, disabled): the sign-in screen then opens without the message
  }
}

/**
 * Whether the last session ended with a 401, once: the next visit to the sign-in screen is an ordinary
 * one. Read on /auth only, where the client sends the browser after a 401: the app's own redirect of a
 * signed-out visitor to /admin draws a sign-in screen first, just before that page load replaces it.
 */
export function takeSessionEnded(): boolean {
  if (window.location.pathname.replace(/\/+$/, '') !== '/auth') return false;
  try {
    const ended = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return ended;
  } catch {
    return false;
  }
}
