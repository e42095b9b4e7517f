import { apiRequest } from './client.ts';
import type { AdminUser, LoginResult } from './types.ts';

export const login = (email: string, password: string) =>
  apiRequest<LoginResult>('/login', { method: 'POST', body: { email, password } });

export const logout = () => apiRequest<unknown>('/logout', { method: 'POST' });

export async function currentUser(): Promise<AdminUser> {
  const body = await apiRequest<AdminUser | { user: AdminUser }>('/user');
  return 'user' in body && body.user && typeof body.user === 'object' ? (body.user as AdminUser) : (body as AdminUser);
}

export const requestPasswordReset = (email: string, language: string) =>
  apiRequest<unknown>('/password-reset', { method: 'POST', body: { email, language } });

/** Whether a reset link still works; `token` is what confirm takes next (a Supabase token hash comes back exchanged). */
export const checkPasswordReset = (token: string) =>
  apiRequest<{ email: string; token: string }>('/password-reset/check', { method: 'POST', body: { token } });

export const confirmPasswordReset = (token: string, password: string) =>
  apiRequest<{ message: string; email: string }>('/password-reset/confirm', { method: 'POST', body: { token, password } });
