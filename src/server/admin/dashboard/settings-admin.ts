// GET/PUT /api/admin/settings: every column of public.shop_settings, as stored (snake_case, money
// in cents). PUT takes any subset of the editable columns; one update statement.
import { z } from 'zod';
import { getSql } from '../../db/client.ts';
import { EPC_NAME_MAX } from '../../../domain/payments/epc-qr.ts';
import { compactBankCode, isValidBic, isValidIban } from '../../../domain/payments/iban.ts';
import { companyNumberDigits, companyNumberProblem, formatEnterpriseNumber, formatVatNumber } from '../../../domain/seller/belgian-company-number.ts';
import { ukRegistrationProblem, vatSettingsFields } from '../../tax/vat-settings-fields.ts';
import { validationError } from '../validation.ts';

const text = (max: number, message: string) => z.string(message).trim().max(max, message);
const optionalUrl = (message: string) =>
  z.string(message).trim().max(300, message).refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), message);
const maintenance = z
  .string()
  .trim()
  .max(300, 'Le message de maintenance ne peut pas dépasser 300 caractères.')
  .nullable()
  .transform((v) => (v === '' ? null : v));
const holdMinutes = z.number('Nombre de minutes attendu.').int('Nombre entier de minutes attendu.').min(5, 'Au moins 5 minutes.').max(43200, 'Au plus 30 jours (43 200 minutes).');

/** An enterprise or VAT number typed any way (spaces, dots, "BE"): stored in its one written form, or '' (none). */
const companyNumber = (label: string, example: string, written: (digits: string) => string) =>
  z.string(`${label} : texte attendu.`).transform((value, ctx) => {
    const digits = companyNumberDigits(value);
    if (digits === '') return '';
    const problem = companyNumberProblem(digits);
    if (!problem) return written(digits);
    ctx.addIssue({
      code: 'custom',
      message:
        problem === 'format'
          ? `${label} : 10 chiffres commençant par 0 ou 1 attendus (par ex. ${example}).`
          : `${label} : les chiffres de contrôle ne correspondent pas (les deux derniers = 97 moins les huit premiers modulo 97).`,
    });
    return z.NEVER;
  });

export const settingsSchema = z
  .object({
    shipping_fee_cents: z.number('Montant en centimes attendu.').int('Montant en centimes attendu.').min(0, 'Les frais de livraison ne peuvent pas être négatifs.').max(100_000),
    // 70: the longest beneficiary name a SEPA transfer (and its EPC QR code) carries.
    bank_account_holder: text(EPC_NAME_MAX, `Titulaire du compte : ${EPC_NAME_MAX} caractères au plus.`),
    bank_iban: z
      .string()
      .transform(compactBankCode)
      .refine((v) => v === '' || isValidIban(v), 'IBAN invalide.'),
    bank_bic: z
      .string()
      .transform(compactBankCode)
      .refine((v) => v === '' || isValidBic(v), 'BIC invalide.'),
    bank_name: text(200, 'Nom de la banque : 200 caractères au plus.'),
    card_enabled: z.boolean('Valeur vrai/faux attendue.'),
    paypal_enabled: z.boolean('Valeur vrai/faux attendue.'),
    bank_transfer_enabled: z.boolean('Valeur vrai/faux attendue.'),
    card_maintenance_message: maintenance,
    paypal_maintenance_message: maintenance,
    bank_transfer_maintenance_message: maintenance,
    contact_email: z.string().trim().refine((v) => v === '' || z.email().safeParse(v).success, 'Adresse e-mail invalide.'),
    contact_phone: text(40, 'Téléphone : 40 caractères au plus.'),
    whatsapp_url: optionalUrl('Lien WhatsApp invalide (https://...).'),
    instagram_url: optionalUrl('Lien Instagram invalide (https://...).'),
    delivery_days_min: z.number().int().min(0, 'Délai minimum invalide.').max(60, 'Délai minimum invalide.'),
    delivery_days_max: z.number().int().min(0, 'Délai maximum invalide.').max(60, 'Délai maximum invalide.'),
    hold_minutes_card: holdMinutes,
    hold_minutes_paypal: holdMinutes,
    hold_minutes_bank_transfer: holdMinutes,
    // the labels of the admin form, so that a message names the field the admin sees
    seller_name: text(200, 'Raison sociale : 200 caractères au plus.'),
    seller_address: text(500, 'Adresse du siège : 500 caractères au plus.'),
    enterprise_number: companyNumber("Numéro d'entreprise", '0123.456.749', formatEnterpriseNumber),
    vat_number: companyNumber('Numéro de TVA', 'BE0123456749', formatVatNumber),
    ...vatSettingsFields,
  })
  .partial()
  .strict();

/** PUT body: any subset of the columns; the read-only id and updated_at of a GET answer are ignored. */
export const settingsPatchSchema = z.preprocess((body) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { id: _id, updated_at: _updatedAt, ...rest } = body as Record<string, unknown>;
  return rest;
}, settingsSchema);

export type SettingsPatch = z.infer<typeof settingsSchema>;

export async function getAdminSettings(): Promise<Record<string, unknown>> {
  const [row] = await getSql().unsafe<Record<string, unknown>[]>('select * from public.shop_settings where id');
  if (!row) throw new Error('public.shop_settings has no row: run the migrations');
  const { id: _id, ...settings } = row;
  return { ...settings, updated_at: new Date(settings.updated_at as string).toISOString() };
}

/**
 * A Belgian VAT number is BE + the enterprise number's ten digits: a VAT number alone gives the
 * enterprise number, and the two must agree (a mismatch is a typo in one of them).
 */
function reconcileCompanyNumbers(patch: SettingsPatch, current: Record<string, unknown>): void {
  const enterprise = patch.enterprise_number ?? String(current.enterprise_number ?? '');
  const vat = patch.vat_number ?? String(current.vat_number ?? '');
  if (vat === '') return;
  if (enterprise === '') {
    patch.enterprise_number = formatEnterpriseNumber(companyNumberDigits(vat));
    return;
  }
  if (companyNumberDigits(enterprise) === companyNumberDigits(vat)) return;
  const field = patch.vat_number !== undefined ? 'vat_number' : 'enterprise_number';
  const message =
    field === 'vat_number'
      ? "Numéro de TVA : il doit reprendre le numéro d'entreprise (BE suivi de ses 10 chiffres)."
      : "Numéro d'entreprise : il doit reprendre les 10 chiffres du numéro de TVA.";
  throw validationError({ [field]: [message] }, message);
}

export async function updateAdminSettings(patch: SettingsPatch): Promise<Record<string, unknown>> {
  if (Object.values(patch).some((v) => v !== undefined)) {
    const current = await getAdminSettings();
    const min = (patch.delivery_days_min ?? current.delivery_days_min) as number;
    const max = (patch.delivery_days_max ?? current.delivery_days_max) as number;
    if (min > max) {
      const message = 'Le délai maximum doit être supérieur ou égal au délai minimum.';
      throw validationError({ delivery_days_max: [message] }, message);
    }
    reconcileCompanyNumbers(patch, current);
    const ukProblem = ukRegistrationProblem(patch, current);
    if (ukProblem) throw validationError({ uk_vat_number: [ukProblem] }, ukProblem);
    const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
    // column names come from the schema's keys, never from the request.
    const assignments = entries.map(([key], i) => `${key} = $${i + 1}`);
    await getSql().unsafe(`update public.shop_settings set ${assignments.join(', ')}, updated_at = now() where id`, entries.map(([, v]) => v) as never[]);
  }
  return getAdminSettings();
}
