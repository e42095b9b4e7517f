// Promo codes are data the admin manages (public.promo_codes): stored lowercase, matched any case.
import { z } from 'zod';
import { getSql } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { normalisePromoCode } from '../../settings/promo-codes.ts';
import { validationError } from '../validation.ts';

export const PROMO_MESSAGES = {
  code: 'Le code doit contenir de 2 à 40 caractères : lettres, chiffres, - ou _.',
  percent: 'La remise doit être un nombre entier de 1 à 100 %.',
  exists: 'Ce code promo existe déjà.',
  notFound: 'Code promo introuvable.',
  deleted: 'Code promo supprimé.',
} as const;

export interface AdminPromoCode {
  code: string;
  percent_off: number;
  active: boolean;
  created_at: string;
}

const percent = z.coerce.number(PROMO_MESSAGES.percent).int(PROMO_MESSAGES.percent).min(1, PROMO_MESSAGES.percent).max(100, PROMO_MESSAGES.percent);
export const createPromoSchema = z.object({
  code: z.string(PROMO_MESSAGES.code).transform((v, ctx) => normalisePromoCode(v) ?? (ctx.addIssue({ code: 'custom', message: PROMO_MESSAGES.code }), z.NEVER)),
  percent_off: percent,
  active: z.boolean().default(true),
});
export const updatePromoSchema = z.object({ percent_off: percent.optional(), active: z.boolean().optional() });

const toPromo = (row: AdminPromoCode & { created_at: Date | string }): AdminPromoCode => ({ ...row, created_at: new Date(row.created_at).toISOString() });

export function promoCodeParam(raw: string | undefined): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(raw ?? '');
  } catch {
    // A lone '%' is not a code: 400 naming the field, not a URIError (500).
  }
  const code = normalisePromoCode(decoded);
  if (!code) throw validationError({ code: [PROMO_MESSAGES.code] }, PROMO_MESSAGES.code);
  return code;
}

export async function listPromoCodes(): Promise<AdminPromoCode[]> {
  return (await getSql().unsafe<AdminPromoCode[]>('select code, percent_off, active, created_at from public.promo_codes order by created_at desc, code')).map(toPromo);
}

export async function createPromoCode(input: z.infer<typeof createPromoSchema>): Promise<AdminPromoCode> {
  const [row] = await getSql().unsafe<AdminPromoCode[]>(
    `insert into public.promo_codes (code, percent_off, active) values ($1, $2, $3)
     on conflict (code) do nothing returning code, percent_off, active, created_at`,
    [input.code, input.percent_off, input.active],
  );
  if (!row) throw new HttpError(409, PROMO_MESSAGES.exists, { fields: { code: [PROMO_MESSAGES.exists] }, code: 'promo_code_exists' });
  return toPromo(row);
}

export async function updatePromoCode(code: string, patch: z.infer<typeof updatePromoSchema>): Promise<AdminPromoCode> {
  const [row] = await getSql().unsafe<AdminPromoCode[]>(
    `update public.promo_codes set percent_off = coalesce($2, percent_off), active = coalesce($3, active)
     where code = $1 returning code, percent_off, active, created_at`,
    [code, patch.percent_off ?? null, patch.active ?? null],
  );
  if (!row) throw notFound(PROMO_MESSAGES.notFound);
  return toPromo(row);
}

export async function deletePromoCode(code: string): Promise<void> {
  const rows = await getSql().unsafe('delete from public.promo_codes where code = $1 returning code', [code]);
  if (rows.length === 0) throw notFound(PROMO_MESSAGES.notFound);
}
