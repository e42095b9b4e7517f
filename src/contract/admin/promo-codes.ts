// Promo codes in the admin API (public.promo_codes: keyed lowercase, matched any case; every answer's
// `code` is the code as the admin wrote it, and a path's {code} may be written in any case):
//   GET    /api/admin/promo-codes                          -> [promo code], newest first
//   POST   /api/admin/promo-codes {code, percent_off, active?, once_per_email?} -> 201 promo code; 409 promo_code_exists
//   PUT    /api/admin/promo-codes/{code} {percent_off?, active?, once_per_email?} -> 200 promo code
// once_per_email: one order per e-mail address (a first-order code such as WELCOME10).
//   DELETE /api/admin/promo-codes/{code}                   -> 200 {message, code}
import { z } from 'zod';
import { instantSchema } from '../common.ts';

export const PROMO_MESSAGES = {
  code: 'Le code doit contenir de 2 à 40 caractères : lettres, chiffres, - ou _.',
  percent: 'La remise doit être un nombre entier de 1 à 100 %.',
  exists: 'Ce code promo existe déjà.',
  notFound: 'Code promo introuvable.',
  deleted: 'Code promo supprimé.',
} as const;

/** What was typed, in its stored form (trimmed, lowercase), or null when it cannot be a code at all. */
export function normalisePromoCode(raw: string): string | null {
  const code = raw.trim().toLowerCase();
  return /^[a-z0-9_-]{2,40}$/.test(code) ? code : null;
}

const percent = z.coerce
  .number(PROMO_MESSAGES.percent)
  .int(PROMO_MESSAGES.percent)
  .min(1, PROMO_MESSAGES.percent)
  .max(100, PROMO_MESSAGES.percent);

export const promoCodeCreateSchema = z.object({
  /** Trimmed, in the admin's own spelling (shown so to shoppers); its key is its lower case. */
  code: z.string(PROMO_MESSAGES.code).transform((v, ctx) => {
    if (normalisePromoCode(v) === null) ctx.addIssue({ code: 'custom', message: PROMO_MESSAGES.code });
    return v.trim();
  }),
  percent_off: percent,
  active: z.boolean().default(true),
  /** One order per e-mail address (a first-order code). */
  once_per_email: z.boolean('Une commande par adresse e-mail : valeur vrai/faux attendue.').default(false),
});
export type PromoCodeCreate = z.infer<typeof promoCodeCreateSchema>;

export const promoCodeUpdateSchema = z.object({
  percent_off: percent.optional(),
  active: z.boolean().optional(),
  once_per_email: z.boolean('Une commande par adresse e-mail : valeur vrai/faux attendue.').optional(),
});
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdateSchema>;

export const promoCodeSchema = z.object({
  code: z.string(),
  percent_off: z.number().int().min(1).max(100),
  active: z.boolean(),
  once_per_email: z.boolean(),
  created_at: instantSchema,
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeListSchema = z.array(promoCodeSchema);

export const promoCodeDeletedSchema = z.object({ message: z.string(), code: z.string() });
export type PromoCodeDeleted = z.infer<typeof promoCodeDeletedSchema>;
