// VAT in the admin API:
//   GET    /api/admin/vat-rates                          -> {today, rates}
//   POST   /api/admin/vat-rates {country, rate_bp, valid_from} -> 201 the rate (from today on; replaces one
//          scheduled for that day)
//   DELETE /api/admin/vat-rates/{country}/{validFrom}    -> 200 {message}; a rate not yet in force only
//          (409 vat_rate_in_force)
//   GET    /api/admin/vat-return?quarter=2026-Q3[&format=csv&lang=fr] -> the quarter's VAT return (JSON, or CSV)
import { z } from 'zod';
import { SHIPPING_COUNTRIES } from '../../domain/vocabulary/country.ts';
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { centsSchema, languageSchema, messageAnswerSchema, shippingCountrySchema, vatSchemeSchema } from '../common.ts';
import { daySchema } from './common.ts';

export const VAT_RATE_MESSAGES = {
  country: `Pays : une valeur parmi ${SHIPPING_COUNTRIES.join(', ')} attendue.`,
  rate: 'Taux : un nombre entier de points de base de 0 à 10 000 attendu (2100 = 21 %).',
  validFrom: "Date d'application : une date AAAA-MM-JJ attendue.",
  past: "Date d'application : aujourd'hui ou plus tard (les commandes passées gardent leur taux).",
  inForce: 'Ce taux est déjà en vigueur : ajoutez un nouveau taux à une date future.',
  notFound: 'Taux introuvable.',
  deleted: 'Taux supprimé.',
} as const;

const day = z
  .string(VAT_RATE_MESSAGES.validFrom)
  .regex(/^\d{4}-\d{2}-\d{2}$/, VAT_RATE_MESSAGES.validFrom)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    VAT_RATE_MESSAGES.validFrom,
  );

/** POST body; the DELETE path's {country}/{validFrom} are read with its country and valid_from. */
export const vatRateRequestSchema = z.object({
  country: z.enum(SHIPPING_COUNTRIES, VAT_RATE_MESSAGES.country),
  rate_bp: z
    .number(VAT_RATE_MESSAGES.rate)
    .int(VAT_RATE_MESSAGES.rate)
    .min(0, VAT_RATE_MESSAGES.rate)
    .max(10000, VAT_RATE_MESSAGES.rate),
  valid_from: day,
});
export type VatRateRequest = z.infer<typeof vatRateRequestSchema>;

export const vatRateKeySchema = vatRateRequestSchema.pick({ country: true, valid_from: true });

export const adminVatRateSchema = z.object({
  country: shippingCountrySchema,
  /** Basis points: 2100 = 21 %. */
  rate_bp: z.number().int(),
  valid_from: daySchema,
  /** The rate its country is charged at today. */
  in_force: z.boolean(),
  /** Not in force yet: may still be replaced or withdrawn. */
  scheduled: z.boolean(),
});
export type AdminVatRate = z.infer<typeof adminVatRateSchema>;

export const vatRatesSchema = z.object({ today: daySchema, rates: z.array(adminVatRateSchema) });
export type VatRates = z.infer<typeof vatRatesSchema>;

export const vatRateDeletedSchema = messageAnswerSchema;

export const QUARTER_MESSAGE = 'Trimestre : AAAA-T attendu, par ex. 2026-Q3.';

/** A quarter of the years 2000 to 2999, as 2026-Q3. */
export const QUARTER_PATTERN = /^(2\d{3})-Q([1-4])$/;

/** ?quarter= (the current Brussels quarter when absent or empty) and ?format=csv (anything else: JSON). */
export const vatReturnQuerySchema = z.object({
  quarter: z.string().regex(QUARTER_PATTERN, QUARTER_MESSAGE).optional(),
  format: z.enum(['json', 'csv']).catch('json'),
  /** The CSV's headers and words: the admin's language. */
  lang: languageSchema.catch(DEFAULT_LANGUAGE),
});
export type VatReturnQuery = z.infer<typeof vatReturnQuerySchema>;

const amounts = {
  /** Invoices issued in the quarter. */
  invoices: z.number().int(),
  /** Credit notes issued in the quarter; their amounts are subtracted. */
  credit_notes: z.number().int(),
  net_cents: centsSchema,
  vat_cents: centsSchema,
  total_cents: centsSchema,
};

export const vatReturnRowSchema = z.object({
  country: shippingCountrySchema,
  vat_scheme: vatSchemeSchema,
  vat_rate_bp: z.number().int(),
  ...amounts,
});
export type VatReturnRow = z.infer<typeof vatReturnRowSchema>;

export const vatReturnSchema = z.object({
  quarter: z.string().regex(QUARTER_PATTERN),
  /** First and last Brussels day of the quarter. */
  from: daySchema,
  to: daySchema,
  rows: z.array(vatReturnRowSchema),
  totals: z.object(amounts),
});
export type VatReturn = z.infer<typeof vatReturnSchema>;
