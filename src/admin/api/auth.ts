// Signing in and out, the signed-in admin, and the password reset (src/contract/auth.ts).
import {
  authUserSchema,
  loginAnswerSchema,
  logoutAnswerSchema,
  resetCheckAnswerSchema,
  resetConfirmAnswerSchema,
  resetSentAnswerSchema,
} from '../../contract/auth.ts';
import { apiRequest } from './client.ts';

export const login = (email: string, password: string) =>
  apiRequest('/login', { method: 'POST', body: { email, password }, answer: loginAnswerSchema });

export const logout = () => apiRequest('/logout', { method: 'POST', answer: logoutAnswerSchema });

export const currentUser = () => apiRequest('/user', { answer: authUserSchema });

export const requestPasswordReset = (email: string, language: string) =>
  apiRequest('/password-reset', { method: 'POST', body: { email, language }, answer: resetSentAnswerSchema });

/** Whether a reset link still works; `token` is what confirm takes next (a Supabase token hash comes back exchanged). */
export const checkPasswordReset = (token: string) =>
  apiRequest('/password-reset/check', { method: 'POST', body: { token }, answer: resetCheckAnswerSchema });

export const confirmPasswordReset = (token: string, password: string) =>
  apiRequest('/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    answer: resetConfirmAnswerSchema,
  });
