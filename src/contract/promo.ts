// GET /api/promo-codes/{code}: an active promo code, whatever case it was typed in; 404 `not_found`
// for any other (rate-limited: 429, so codes cannot be enumerated).
import { z } from 'zod';

export const promoCodeAnswerSchema = z.object({
  /** As the admin wrote it (shown so everywhere), whatever case the shopper typed. */
  code: z.string(),
  percent_off: z.number().int().min(1).max(100),
});
export type PromoCodeAnswer = z.infer<typeof promoCodeAnswerSchema>;
