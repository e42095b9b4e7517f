// The back-office's sign-in (spec section 7 "Login", "Logout", "Current user") and password reset:
//   POST /api/login {email, password} -> 200 {token, user}; 401 `invalid_credentials`; 403 `not_admin`
//   POST /api/logout (bearer token) -> 200 {message}; 401 `unauthenticated`
//   GET  /api/user (bearer token) -> 200 user; 401 / 403
//   POST /api/password-reset {email, language?} -> 202 {message}, the same whether the account exists
//   POST /api/password-reset/check {token} -> 200 {email, token}: `token` is what confirm takes next
//   POST /api/password-reset/confirm {token, password} -> 200 {message, email}
// A reset link that no longer works: 422 naming `token`, code `reset_token_used`,
// `reset_token_expired` or `invalid_reset_token`. A password under 12 characters: 422 naming
// `password`, code `validation_failed`. Every step is rate-limited (429).
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../domain/vocabulary/language.ts';
import { languageSchema, messageAnswerSchema } from './common.ts';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

const email = z
  .string()
  .trim()
  .min(1, 'The e-mail is required.')
  .max(254)
  .pipe(z.email('Enter a valid e-mail address.'));

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'The password is required.').max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authUserSchema = z.object({ id: z.string(), email: z.string() });
export type AuthUserAnswer = z.infer<typeof authUserSchema>;

export const loginAnswerSchema = z.object({ token: z.string(), user: authUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const logoutAnswerSchema = messageAnswerSchema;

export const resetRequestSchema = z.object({ email, language: languageSchema.default(DEFAULT_LANGUAGE) });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetSentAnswerSchema = messageAnswerSchema;

const resetToken = z.string().min(10, 'The reset token is missing.').max(4096);

export const resetCheckRequestSchema = z.object({ token: resetToken });
export const resetCheckAnswerSchema = z.object({ email: z.string(), token: z.string() });
export type ResetCheckAnswer = z.infer<typeof resetCheckAnswerSchema>;

export const resetConfirmRequestSchema = z.object({
  token: resetToken,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
    .max(MAX_PASSWORD_LENGTH, 'The password is too long.'),
});
export type ResetConfirmRequest = z.infer<typeof resetConfirmRequestSchema>;

export const resetConfirmAnswerSchema = messageAnswerSchema.extend({ email: z.string() });
export type ResetConfirmAnswer = z.infer<typeof resetConfirmAnswerSchema>;
