// GET/PUT /api/admin/settings: every column of public.shop_settings, as stored (snake_case, money
// in cents). PUT takes any subset of the editable columns; one update statement.
import { z } from 'zod';
import { getSql } from '../../db/client.ts';
import { EPC_NAME_MAX } from '../../../domain/payments/epc-qr.ts';
import { compactBankCode, isValidBic, isValidIban } from '../../../domain/payments/iban.ts';
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

/** Belgian VAT number: BE + 10 digits starting with 0 or 1, the last two = 97 - (first 8 mod 97). */
export function isValidBelgianVat(vat: string): boolean {
  const match = /^BE([01]\d{9})$/.exec(vat);
  if (!match) return false;
  const n = match[1]!;
  return 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8));
}

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
    seller_name: text(200, 'Nom du vendeur : 200 caractères au plus.'),
    seller_address: text(500, 'Adresse du vendeur : 500 caractères au plus.'),
    vat_number: z
      .string()
      .transform((v) => v.replace(/[\s.]/g, '').toUpperCase())
      .refine((v) => v === '' || isValidBelgianVat(v), 'Numéro de TVA belge invalide (BE0123456789).'),
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

export async function updateAdminSettings(patch: SettingsPatch): Promise<Record<string, unknown>> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (entries.length > 0) {
    const current = await getAdminSettings();
    const min = (patch.delivery_days_min ?? current.delivery_days_min) as number;
    const max = (patch.delivery_days_max ?? current.delivery_days_max) as number;
    if (min > max) {
      const message = 'Le délai maximum doit être supérieur ou égal au délai minimum.';
      throw validationError({ delivery_days_max: [message] }, message);
    }
    // column names come from the schema's keys, never from the request.
    const assignments = entries.map(([key], i) => `${key} = $${i + 1}`);
    await getSql().unsafe(`update public.shop_settings set ${assignments.join(', ')}, updated_at = now() where id`, entries.map(([, v]) => v) as never[]);
  }
  return getAdminSettings();
}
