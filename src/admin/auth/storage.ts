// The session kept in the browser, under the spec's local storage keys 'token' and 'user'.
import type { AuthUserAnswer } from '../../contract/auth.ts';

/** The signed-in admin as GET /api/user and the sign-in give it. */
export type AdminUser = AuthUserAnswer;

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function readUser(): AdminUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as AdminUser) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: AdminUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
