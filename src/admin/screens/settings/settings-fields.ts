// The settings form, field by field, grouped as on screen. Keys are the columns of GET/PUT
// /api/admin/settings (src/contract/admin/settings.ts); money is shown in euros and stored in cents.
import type { SettingsPatch, ShopSettings } from '../../api/admin.ts';
import { centsFromInput, centsToInput } from '../../../domain/pricing/cents-input.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/vocabulary/payment-method.ts';
import { daysAndHours, minutesOf } from '../../logic/hold-duration.ts';

type FieldKind = 'money' | 'int' | 'duration' | 'text' | 'email' | 'url' | 'bool' | 'message' | 'textarea';

/** A 'duration' field's form value: days and hours as typed (stored as minutes). */
export interface DurationInput {
  days: string;
  hours: string;
}
export type FieldValue = string | boolean | DurationInput;
export type SettingKey = keyof SettingsPatch & keyof ShopSettings;

export interface SettingField {
  key: SettingKey;
  /** i18n key of its label. */
  label: string;
  kind: FieldKind;
  /** i18n key of a line under the field (the expected form). */
  hint?: string;
}

interface SettingGroup {
  legend: string;
  hint?: string;
  fields: SettingField[];
}

const field =
  (kind: FieldKind) =>
  (key: SettingKey, label: string, hint?: string): SettingField => ({ key, label, kind, hint });
const whole = field('int');
const text = field('text');
const money = field('money');

/** Each payment method's columns (card_enabled, hold_minutes_card...) and the labels of its switch and hold time. */
const METHODS: Record<PaymentMethod, { column: 'card' | 'paypal' | 'bank_transfer'; enabled: string; hold: string }> = {
  'credit-card': { column: 'card', enabled: 'settings.cardEnabled', hold: 'settings.holdCard' },
  paypal: { column: 'paypal', enabled: 'settings.paypalEnabled', hold: 'settings.holdPaypal' },
  'bank-transfer': { column: 'bank_transfer', enabled: 'settings.bankTransferEnabled', hold: 'settings.holdBank' },
};
const methods = PAYMENT_METHODS.map((method) => METHODS[method]);

export const SETTING_GROUPS: SettingGroup[] = [
  {
    legend: 'settings.shippingLegend',
    fields: [field('bool')('free_returns', 'settings.freeReturns', 'settings.freeReturnsHint')],
  },
  {
    legend: 'settings.giftLegend',
    hint: 'settings.giftHint',
    fields: [
      field('bool')('gift_wrap_enabled', 'settings.giftWrapEnabled'),
      money('gift_wrap_price_cents', 'settings.giftWrapPrice', 'settings.giftWrapPriceHint'),
      whole('gift_message_max_length', 'settings.giftMessageMax', 'settings.giftMessageMaxHint'),
      field('bool')('samples_enabled', 'settings.samplesEnabled', 'settings.samplesEnabledHint'),
      whole('samples_max', 'settings.samplesMax', 'settings.samplesMaxHint'),
    ],
  },
  {
    legend: 'settings.paymentLegend',
    hint: 'settings.paymentHint',
    fields: methods.flatMap((m) => [
      field('bool')(`${m.column}_enabled`, m.enabled),
      field('message')(`${m.column}_maintenance_message`, 'settings.maintenanceMessage'),
    ]),
  },
  {
    legend: 'settings.bankLegend',
    fields: [
      text('bank_account_holder', 'settings.bankHolder'),
      text('bank_iban', 'settings.bankIban'),
      text('bank_bic', 'settings.bankBic'),
      text('bank_name', 'settings.bankName'),
    ],
  },
  {
    legend: 'settings.holdLegend',
    hint: 'settings.holdHint',
    // a transfer takes days to arrive: its hold is given in days and hours, the others' in minutes
    fields: methods.map((m) =>
      m.column === 'bank_transfer'
        ? field('duration')(`hold_minutes_${m.column}`, m.hold)
        : whole(`hold_minutes_${m.column}`, m.hold),
    ),
  },
  {
    legend: 'settings.contactLegend',
    fields: [
      field('email')('contact_email', 'settings.contactEmail'),
      text('contact_phone', 'settings.contactPhone'),
      field('url')('whatsapp_url', 'settings.whatsappUrl'),
      field('url')('instagram_url', 'settings.instagramUrl'),
    ],
  },
  {
    legend: 'settings.legalLegend',
    hint: 'settings.legalHint',
    fields: [
      text('seller_name', 'settings.legalName'),
      field('textarea')('seller_address', 'settings.legalAddress'),
      text('enterprise_number', 'settings.enterpriseNumber', 'settings.enterpriseNumberHint'),
      text('vat_number', 'settings.vatNumber', 'settings.vatNumberHint'),
    ],
  },
];

/** Form text for a stored value (money shown in euros). */
export function toInput(kind: FieldKind, value: unknown): FieldValue {
  if (kind === 'bool') return Boolean(value);
  if (kind === 'duration') return typeof value === 'number' ? daysAndHours(value) : { days: '', hours: '' };
  if (value === null || value === undefined) return '';
  if (kind === 'money') return centsToInput(Number(value));
  return String(value);
}

/**
 * Stored value for form text; an empty maintenance message means the site's default (null). A number
 * field that does not hold one goes as typed: the server refuses it, naming the field.
 */
export function fromInput(kind: FieldKind, value: FieldValue): unknown {
  if (kind === 'bool') return Boolean(value);
  if (typeof value === 'object') return minutesOf(value.days, value.hours) ?? `${value.days} ${value.hours}`;
  const typed = String(value).trim();
  if (kind === 'message') return typed === '' ? null : typed;
  if (kind === 'money') return centsFromInput(typed) ?? typed;
  if (kind === 'int') return /^\d+$/.test(typed) ? Number(typed) : typed;
  return typed;
}
