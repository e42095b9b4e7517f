// The VAT settings of PUT /api/admin/settings (public.shop_settings), with messages naming the field
// as the admin's form labels it (in French, as the other settings messages).
import { z } from 'zod';
import { UK_VAT_MODES, VAT_PRICINGS } from '../../domain/tax/vat-rules.ts';

export const vatSettingsFields = {
  oss_registered: z.boolean('Enregistré au guichet unique (OSS) : valeur vrai/faux attendue.'),
  uk_vat_mode: z.enum(UK_VAT_MODES as [string, ...string[]], `Royaume-Uni : une valeur parmi ${UK_VAT_MODES.join(', ')} attendue.`),
  uk_low_value_limit_cents: z
    .number('Seuil de 135 GBP en euros : montant en centimes attendu.')
    .int('Seuil de 135 GBP en euros : montant en centimes attendu.')
    .min(0, 'Seuil de 135 GBP en euros : il ne peut pas être négatif.')
    .max(10_000_000, 'Seuil de 135 GBP en euros : 100 000 € au plus.'),
  // written as HMRC prints it, whatever spaces the admin typed: GB and 9 (or 12) digits
  uk_vat_number: z
    .string('Numéro de TVA britannique : texte attendu.')
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .refine((v) => v === '' || /^GB(\d{9}|\d{12})$/.test(v), 'Numéro de TVA britannique : GB suivi de 9 chiffres attendu (par ex. GB123456789).'),
  vat_pricing: z.enum(VAT_PRICINGS as [string, ...string[]], `Prix selon la TVA : une valeur parmi ${VAT_PRICINGS.join(', ')} attendue.`),
};

/** Charging UK VAT needs the UK VAT number the invoices must print: message naming uk_vat_number, or null. */
export function ukRegistrationProblem(patch: { uk_vat_mode?: string; uk_vat_number?: string }, current: Record<string, unknown>): string | null {
  const mode = patch.uk_vat_mode ?? String(current.uk_vat_mode ?? '');
  const number = patch.uk_vat_number ?? String(current.uk_vat_number ?? '');
  return mode === 'registered' && number === '' ? 'Numéro de TVA britannique : requis pour facturer la TVA britannique (GB suivi de 9 chiffres).' : null;
}
