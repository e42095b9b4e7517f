// POST /api/back-in-stock { productId, email, language? } -> 202 { ok: true }, whether or not the
// address already waited for that product (nobody learns who asked); the double opt-in e-mail follows.
// 404 `unknown_product`; 422 `validation_failed` naming the field; 413; 429.
// Its e-mailed links open /back-in-stock/confirm#token=… and /back-in-stock/unsubscribe#token=…, whose
// scripts POST the token to /api/back-in-stock/confirm and /api/back-in-stock/unsubscribe
// (src/contract/confirmation-links.ts); those answer 200 { ok: true, product } naming the perfume in
// the alert's language, so the page the link opened can say which alert it confirmed or ended.
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../domain/vocabulary/language.ts';
import { idSchema, languageSchema, okAnswerSchema } from './common.ts';

export const backInStockRequestSchema = z.object({
  productId: idSchema,
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('invalid e-mail address')),
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

export const backInStockAnswerSchema = okAnswerSchema;
export type BackInStockAnswer = z.infer<typeof backInStockAnswerSchema>;

export const backInStockLinkAnswerSchema = okAnswerSchema.extend({ product: z.string() });
export type BackInStockLinkAnswer = z.infer<typeof backInStockLinkAnswerSchema>;
