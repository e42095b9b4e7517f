// Who is signed in: decided by the stored token, then confirmed by GET /api/user at startup.
import { atom } from 'nanostores';
import { currentUser, login, logout } from '../api/auth.ts';
import { ApiError } from '../api/api-error.ts';
import { clearSession, readToken, readUser, storeSession, type AdminUser } from './storage.ts';

type SessionState =
  { status: 'checking'; user: AdminUser | null } | { status: 'in'; user: AdminUser } | { status: 'out'; user: null };

export const $session = atom<SessionState>({ status: 'checking', user: null });

export async function checkSession(): Promise<void> {
  if (!readToken()) {
    $session.set({ status: 'out', user: null });
    return;
  }
  $session.set({ status: 'checking', user: readUser() });
  try {
    const user = await currentUser();
    $session.set({ status: 'in', user });
  } catch (error) {
    // 401 already cleared the session (api client); 403 = not an admin. A server that is only slow
    // or down does not sign the admin out: the stored user stands until a call says otherwise.
    const stored = readUser();
    if (
      error instanceof ApiError &&
      error.status !== 403 &&
      (error.kind !== 'http' || error.status >= 500) &&
      stored &&
      readToken()
    ) {
      $session.set({ status: 'in', user: stored });
      return;
    }
    clearSession();
    $session.set({ status: 'out', user: null });
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  const result = await login(email, password);
  storeSession(result.token, result.user);
  $session.set({ status: 'in', user: result.user });
}

export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // the session is dropped here whatever the server says
  }
  clearSession();
  $session.set({ status: 'out', user: null });
}
