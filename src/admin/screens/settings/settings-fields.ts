// The settings form, field by field, grouped as on screen. Keys are those of GET/PUT /api/admin/settings.
export type FieldKind = 'money' | 'int' | 'text' | 'email' | 'url' | 'bool' | 'message' | 'textarea';

export interface SettingField {
  key: string;
  label: string;
  kind: FieldKind;
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
      { key: 'shippingFeeCents', label: 'settings.shippingFee', kind: 'money' },
      { key: 'deliveryDaysMin', label: 'settings.deliveryMin', kind: 'int' },
      { key: 'deliveryDaysMax', label: 'settings.deliveryMax', kind: 'int' },
    ],
  },
  {
    legend: 'settings.paymentLegend',
    hint: 'settings.paymentHint',
    fields: [
      { key: 'cardEnabled', label: 'settings.cardEnabled', kind: 'bool' },
      { key: 'cardMaintenanceMessage', label: 'settings.maintenanceMessage', kind: 'message' },
      { key: 'paypalEnabled', label: 'settings.paypalEnabled', kind: 'bool' },
      { key: 'paypalMaintenanceMessage', label: 'settings.maintenanceMessage', kind: 'message' },
      { key: 'bankTransferEnabled', label: 'settings.bankTransferEnabled', kind: 'bool' },
      { key: 'bankTransferMaintenanceMessage', label: 'settings.maintenanceMessage', kind: 'message' },
    ],
  },
  {
    legend: 'settings.bankLegend',
    fields: [
      { key: 'bankAccountHolder', label: 'settings.bankHolder', kind: 'text' },
      { key: 'bankIban', label: 'settings.bankIban', kind: 'text' },
      { key: 'bankBic', label: 'settings.bankBic', kind: 'text' },
      { key: 'bankName', label: 'settings.bankName', kind: 'text' },
    ],
  },
  {
    legend: 'settings.holdLegend',
    hint: 'settings.holdHint',
    fields: [
      { key: 'holdMinutesCard', label: 'settings.holdCard', kind: 'int' },
      { key: 'holdMinutesPaypal', label: 'settings.holdPaypal', kind: 'int' },
      { key: 'holdMinutesBankTransfer', label: 'settings.holdBank', kind: 'int' },
    ],
  },
  {
    legend: 'settings.contactLegend',
    fields: [
      { key: 'contactEmail', label: 'settings.contactEmail', kind: 'email' },
      { key: 'contactPhone', label: 'settings.contactPhone', kind: 'text' },
      { key: 'whatsappUrl', label: 'settings.whatsappUrl', kind: 'url' },
      { key: 'instagramUrl', label: 'settings.instagramUrl', kind: 'url' },
    ],
  },
  {
    legend: 'settings.legalLegend',
    fields: [
      { key: 'legalName', label: 'settings.legalName', kind: 'text' },
      { key: 'legalAddress', label: 'settings.legalAddress', kind: 'textarea' },
      { key: 'enterpriseNumber', label: 'settings.enterpriseNumber', kind: 'text' },
      { key: 'vatNumber', label: 'settings.vatNumber', kind: 'text' },
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
