// The shop settings in the admin API (public.shop_settings, as stored: snake_case, money in cents):
//   GET /api/admin/settings                 -> the settings
//   PUT /api/admin/settings {any subset}    -> the settings as saved; 422 per field, the message naming
//                                              the field as the admin's form labels it (in French)
import { z } from 'zod';
import { EPC_NAME_MAX } from '../../domain/payments/epc-qr.ts';
import { compactBankCode, isValidBic, isValidIban } from '../../domain/payments/iban.ts';
import {
  companyNumberDigits,
  companyNumberProblem,
  formatEnterpriseNumber,
  formatVatNumber,
} from '../../domain/seller/belgian-company-number.ts';
import { EXPORT_PRICINGS, UK_VAT_MODES, VAT_PRICINGS } from '../../domain/tax/vat-rules.ts';
import { instantSchema } from '../common.ts';
import { fieldsOf } from './common.ts';

const text = (max: number, message: string) => z.string(message).trim().max(max, message);
const optionalUrl = (message: string) =>
  z
    .string(message)
    .trim()
    .max(300, message)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), message);
const maintenance = z
  .string()
  .trim()
  .max(300, 'Le message de maintenance ne peut pas dépasser 300 caractères.')
  .nullable()
  .transform((v) => (v === '' ? null : v));
const holdMinutes = z
  .number('Nombre de minutes attendu.')
  .int('Nombre entier de minutes attendu.')
  .min(5, 'Au moins 5 minutes.')
  .max(43200, 'Au plus 30 jours (43 200 minutes).');
const flag = z.boolean('Valeur vrai/faux attendue.');
const bankCode = (valid: (code: string) => boolean, message: string) =>
  z
    .string()
    .transform(compactBankCode)
    .refine((v) => v === '' || valid(v), message);

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

const SHIPPING_FEE_MESSAGE = 'Frais de livraison (EUR) : montant en euros attendu, par ex. 4,90.';
const UK_LIMIT_MESSAGE = 'Seuil de 135 GBP en euros : montant en euros attendu, par ex. 155,00.';

/** The VAT settings, named as the admin's form labels them. */
const vatFields = {
  oss_registered: z.boolean('Enregistré au guichet unique (OSS) : valeur vrai/faux attendue.'),
  uk_vat_mode: z.enum(UK_VAT_MODES, `Royaume-Uni : une valeur parmi ${UK_VAT_MODES.join(', ')} attendue.`),
  uk_low_value_limit_cents: z
    .number(UK_LIMIT_MESSAGE)
    .int(UK_LIMIT_MESSAGE)
    .min(0, 'Seuil de 135 GBP en euros : il ne peut pas être négatif.')
    .max(10_000_000, 'Seuil de 135 GBP en euros : 100 000 € au plus.'),
  // written as HMRC prints it, whatever spaces the admin typed: GB and 9 (or 12) digits
  uk_vat_number: z
    .string('Numéro de TVA britannique : texte attendu.')
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .refine(
      (v) => v === '' || /^GB(\d{9}|\d{12})$/.test(v),
      'Numéro de TVA britannique : GB suivi de 9 chiffres attendu (par ex. GB123456789).',
    ),
  vat_pricing: z.enum(VAT_PRICINGS, `Prix selon la TVA : une valeur parmi ${VAT_PRICINGS.join(', ')} attendue.`),
  export_pricing: z.enum(
    EXPORT_PRICINGS,
    `Prix à l’exportation hors UE : une valeur parmi ${EXPORT_PRICINGS.join(', ')} attendue.`,
  ),
};

/** Every editable column with its rule (the request's fields). */
const editableFields = {
  // the admin types euros (the field says EUR; the form sends cents): the message speaks of euros
  shipping_fee_cents: z
    .number(SHIPPING_FEE_MESSAGE)
    .int(SHIPPING_FEE_MESSAGE)
    .min(0, 'Les frais de livraison ne peuvent pas être négatifs.')
    .max(100_000, 'Frais de livraison (EUR) : 1 000,00 au plus.'),
  // 70: the longest beneficiary name a SEPA transfer (and its EPC QR code) carries.
  bank_account_holder: text(EPC_NAME_MAX, `Titulaire du compte : ${EPC_NAME_MAX} caractères au plus.`),
  bank_iban: bankCode(isValidIban, 'IBAN invalide.'),
  bank_bic: bankCode(isValidBic, 'BIC invalide.'),
  bank_name: text(200, 'Nom de la banque : 200 caractères au plus.'),
  card_enabled: flag,
  paypal_enabled: flag,
  bank_transfer_enabled: flag,
  card_maintenance_message: maintenance,
  paypal_maintenance_message: maintenance,
  bank_transfer_maintenance_message: maintenance,
  contact_email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Adresse e-mail invalide.'),
  contact_phone: text(40, 'Téléphone : 40 caractères au plus.'),
  whatsapp_url: optionalUrl('Lien WhatsApp invalide (https://...).'),
  instagram_url: optionalUrl('Lien Instagram invalide (https://...).'),
  free_returns: z.boolean('Retours gratuits : valeur vrai/faux attendue.'),
  gift_wrap_enabled: z.boolean('Paquet cadeau : valeur vrai/faux attendue.'),
  gift_wrap_price_cents: z
    .number('Prix du paquet cadeau invalide.')
    .int('Prix du paquet cadeau invalide.')
    .min(0, 'Prix du paquet cadeau invalide.')
    .max(100000, 'Prix du paquet cadeau : 1 000 € au plus.'),
  gift_message_max_length: z
    .number('Longueur du message cadeau invalide.')
    .int('Longueur du message cadeau invalide.')
    .min(0, 'Longueur du message cadeau invalide.')
    .max(1000, 'Message cadeau : 1 000 caractères au plus.'),
  samples_enabled: z.boolean('Échantillons : valeur vrai/faux attendue.'),
  samples_max: z
    .number("Nombre d'échantillons invalide.")
    .int("Nombre d'échantillons invalide.")
    .min(0, "Nombre d'échantillons : entre 0 et 5.")
    .max(5, "Nombre d'échantillons : entre 0 et 5."),
  hold_minutes_card: holdMinutes,
  hold_minutes_paypal: holdMinutes,
  hold_minutes_bank_transfer: holdMinutes,
  seller_name: text(200, 'Raison sociale : 200 caractères au plus.'),
  seller_address: text(500, 'Adresse du siège : 500 caractères au plus.'),
  enterprise_number: companyNumber("Numéro d'entreprise", '0123.456.749', formatEnterpriseNumber),
  vat_number: companyNumber('Numéro de TVA', 'BE0123456749', formatVatNumber),
  ...vatFields,
};

/** The settings columns the API reads and writes (besides updated_at). */
export const SETTINGS_COLUMNS = Object.keys(editableFields) as (keyof typeof editableFields)[];

const patchSchema = z.object(editableFields).partial().strict();
export type SettingsPatch = z.infer<typeof patchSchema>;

/** PUT body: any subset of the columns; the read-only id and updated_at of a GET answer are ignored, any other key is refused. */
export const settingsPatchSchema = z.preprocess((body) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { id: _id, updated_at: _updatedAt, ...rest } = body as Record<string, unknown>;
  return rest;
}, patchSchema);

/**
 * The answer of GET and PUT: every column as stored. Maintenance messages are null for the catalogue's
 * default text; the hold minutes are how long an unpaid order keeps its stock, per payment method;
 * enterprise_number is written 0123.456.749, vat_number BE0123456749, uk_vat_number GB + 9 or 12 digits
 * ('' when there is none).
 */
export const shopSettingsSchema = z.object({
  ...fieldsOf(
    [
      'bank_account_holder',
      'bank_iban',
      'bank_bic',
      'bank_name',
      'contact_email',
      'contact_phone',
      'whatsapp_url',
      'instagram_url',
    ],
    z.string(),
  ),
  ...fieldsOf(['seller_name', 'seller_address', 'enterprise_number', 'vat_number', 'uk_vat_number'], z.string()),
  ...fieldsOf(
    [
      'card_enabled',
      'paypal_enabled',
      'bank_transfer_enabled',
      'oss_registered',
      'free_returns',
      'gift_wrap_enabled',
      'samples_enabled',
    ],
    z.boolean(),
  ),
  ...fieldsOf(
    ['card_maintenance_message', 'paypal_maintenance_message', 'bank_transfer_maintenance_message'],
    z.string().nullable(),
  ),
  ...fieldsOf(
    [
      'shipping_fee_cents',
      'uk_low_value_limit_cents',
      'hold_minutes_card',
      'hold_minutes_paypal',
      'hold_minutes_bank_transfer',
      'gift_wrap_price_cents',
      'gift_message_max_length',
      'samples_max',
    ],
    z.number().int(),
  ),
  uk_vat_mode: vatFields.uk_vat_mode,
  vat_pricing: vatFields.vat_pricing,
  export_pricing: vatFields.export_pricing,
  updated_at: instantSchema,
});
export type ShopSettingsRow = z.infer<typeof shopSettingsSchema>;
