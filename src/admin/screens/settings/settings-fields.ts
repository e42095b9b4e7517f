// The settings form, field by field, grouped as on screen. Keys are those of GET/PUT /api/admin/settings.
export type FieldKind = 'money' | 'int' | 'text' | 'email' | 'url' | 'bool' | 'message' | 'textarea';

export interface SettingField {
  key: string;
  label: string;
  kind: FieldKind;
  /** i18n key of a line under the field (the expected form). */
  hint?: string;
}

export interface SettingGroup {
  legend: string;
  hint?: string;
  fields: SettingField[];
}

export const SETTING_GROUPS: SettingGroup[] = [
  {
    legend: 'settings.shippingLegend',
    fields: [
      { key: 'shipping_fee_cents', label: 'settings.shippingFee', kind: 'money' },
      { key: 'delivery_days_min', label: 'settings.deliveryMin', kind: 'int' },
      { key: 'delivery_days_max', label: 'settings.deliveryMax', kind: 'int' },
    ],
  },
  {
    legend: 'settings.paymentLegend',
    hint: 'settings.paymentHint',
    fields: [
      { key: 'card_enabled', label: 'settings.cardEnabled', kind: 'bool' },
      { key: 'card_maintenance_message', label: 'settings.maintenanceMessage', kind: 'message' },
      { key: 'paypal_enabled', label: 'settings.paypalEnabled', kind: 'bool' },
      { key: 'paypal_maintenance_message', label: 'settings.maintenanceMessage', kind: 'message' },
      { key: 'bank_transfer_enabled', label: 'settings.bankTransferEnabled', kind: 'bool' },
      { key: 'bank_transfer_maintenance_message', label: 'settings.maintenanceMessage', kind: 'message' },
    ],
  },
  {
    legend: 'settings.bankLegend',
    fields: [
      { key: 'bank_account_holder', label: 'settings.bankHolder', kind: 'text' },
      { key: 'bank_iban', label: 'settings.bankIban', kind: 'text' },
      { key: 'bank_bic', label: 'settings.bankBic', kind: 'text' },
      { key: 'bank_name', label: 'settings.bankName', kind: 'text' },
    ],
  },
  {
    legend: 'settings.holdLegend',
    hint: 'settings.holdHint',
    fields: [
      { key: 'hold_minutes_card', label: 'settings.holdCard', kind: 'int' },
      { key: 'hold_minutes_paypal', label: 'settings.holdPaypal', kind: 'int' },
      { key: 'hold_minutes_bank_transfer', label: 'settings.holdBank', kind: 'int' },
    ],
  },
  {
    legend: 'settings.contactLegend',
    fields: [
      { key: 'contact_email', label: 'settings.contactEmail', kind: 'email' },
      { key: 'contact_phone', label: 'settings.contactPhone', kind: 'text' },
      { key: 'whatsapp_url', label: 'settings.whatsappUrl', kind: 'url' },
      { key: 'instagram_url', label: 'settings.instagramUrl', kind: 'url' },
    ],
  },
  {
    legend: 'settings.legalLegend',
    hint: 'settings.legalHint',
    fields: [
      { key: 'seller_name', label: 'settings.legalName', kind: 'text' },
      { key: 'seller_address', label: 'settings.legalAddress', kind: 'textarea' },
      { key: 'enterprise_number', label: 'settings.enterpriseNumber', kind: 'text', hint: 'settings.enterpriseNumberHint' },
      { key: 'vat_number', label: 'settings.vatNumber', kind: 'text', hint: 'settings.vatNumberHint' },
    ],
  },
];

/** Form text for a stored value (money shown in euros). */
export function toInput(kind: FieldKind, value: unknown): string | boolean {
  if (kind === 'bool') return Boolean(value);
  if (value === null || value === undefined) return '';
  if (kind === 'money') return (Number(value) / 100).toFixed(2);
  return String(value);
}

/** Stored value for form text; an empty maintenance message means the site's default (null). */
export function fromInput(kind: FieldKind, value: string | boolean): string | number | boolean | null {
  if (kind === 'bool') return Boolean(value);
  const text = String(value).trim();
  if (kind === 'message') return text === '' ? null : text;
  if (kind === 'money') return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : (text as unknown as number);
  if (kind === 'int') return /^\d+$/.test(text) ? Number(text) : (text as unknown as number);
  return text;
}
