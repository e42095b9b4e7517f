// The VAT rate table in the admin settings (public.vat_rates): every rate with the day it applies
// from. A new rate starts today or later (the past is what placed orders were charged under); one
// not yet in force may be replaced or withdrawn. Placed orders keep the rate they were placed with.
import { z } from 'zod';
import { brusselsDay, VAT_COUNTRIES, type VatCountry } from '../../../domain/tax/vat-rates.ts';
import { getSql } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { listVatRates } from '../../tax/vat-rates-repository.ts';
import { validationError } from '../validation.ts';

export const VAT_RATE_MESSAGES = {
  country: `Pays : une valeur parmi ${VAT_COUNTRIES.join(', ')} attendue.`,
  rate: 'Taux : un nombre entier de points de base de 0 à 10 000 attendu (2100 = 21 %).',
  validFrom: "Date d'application : une date AAAA-MM-JJ attendue.",
  past: "Date d'application : aujourd'hui ou plus tard (les commandes passées gardent leur taux).",
  inForce: 'Ce taux est déjà en vigueur : ajoutez un nouveau taux à une date future.',
  notFound: 'Taux introuvable.',
  deleted: 'Taux supprimé.',
} as const;

export interface AdminVatRate {
  country: VatCountry;
  rate_bp: number;
  valid_from: string;
  /** The rate each country is charged at today. */
  in_force: boolean;
  /** Not in force yet: may still be replaced or withdrawn. */
  scheduled: boolean;
}

const day = z
  .string(VAT_RATE_MESSAGES.validFrom)
  .regex(/^\d{4}-\d{2}-\d{2}$/, VAT_RATE_MESSAGES.validFrom)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), VAT_RATE_MESSAGES.validFrom);

export const vatRateSchema = z.object({
  country: z.enum(VAT_COUNTRIES, VAT_RATE_MESSAGES.country),
  rate_bp: z.number(VAT_RATE_MESSAGES.rate).int(VAT_RATE_MESSAGES.rate).min(0, VAT_RATE_MESSAGES.rate).max(10000, VAT_RATE_MESSAGES.rate),
  valid_from: day,
});

export async function listAdminVatRates(now = new Date()): Promise<{ today: string; rates: AdminVatRate[] }> {
  const today = brusselsDay(now);
  const rates = await listVatRates();
  const current = new Map<VatCountry, string>();
  for (const r of rates) if (r.validFrom <= today && (current.get(r.country) ?? '') < r.validFrom) current.set(r.country, r.validFrom);
  return {
    today,
    rates: rates.map((r) => ({
      country: r.country,
      rate_bp: r.rateBp,
      valid_from: r.validFrom,
      in_force: current.get(r.country) === r.validFrom,
      scheduled: r.validFrom > today,
    })),
  };
}

/** Adds a rate from today or a later day, or replaces the one already scheduled for that day. */
export async function saveVatRate(input: z.infer<typeof vatRateSchema>, now = new Date()): Promise<AdminVatRate> {
  const today = brusselsDay(now);
  if (input.valid_from < today) throw validationError({ valid_from: [VAT_RATE_MESSAGES.past] }, VAT_RATE_MESSAGES.past);
  await getSql().unsafe(
    `insert into public.vat_rates (country, rate_bp, valid_from) values ($1, $2, $3::date)
     on conflict (country, valid_from) do update set rate_bp = excluded.rate_bp, created_at = now()`,
    [input.country, input.rate_bp, input.valid_from],
  );
  const saved = (await listAdminVatRates(now)).rates.find((r) => r.country === input.country && r.valid_from === input.valid_from);
  if (!saved) throw new Error('the saved VAT rate vanished');
  return saved;
}

/** Withdraws a rate not yet in force; 409 for one in force or past, 404 for none. */
export async function deleteVatRate(country: string | undefined, validFrom: string | undefined, now = new Date()): Promise<void> {
  const key = vatRateSchema.pick({ country: true, valid_from: true }).safeParse({ country, valid_from: validFrom });
  if (!key.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of key.error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
    throw validationError(fields, key.error.issues[0]!.message);
  }
  if (key.data.valid_from <= brusselsDay(now)) throw new HttpError(409, VAT_RATE_MESSAGES.inForce, { code: 'vat_rate_in_force', fields: { valid_from: [VAT_RATE_MESSAGES.inForce] } });
  const deleted = await getSql().unsafe('delete from public.vat_rates where country = $1 and valid_from = $2::date returning 1', [key.data.country, key.data.valid_from]);
  if (deleted.length === 0) throw notFound(VAT_RATE_MESSAGES.notFound);
}
