// The shop settings the static storefront needs at build time (shipping fee, payment switches,
// contact details). Read once per build; admin changes trigger a rebuild.
import type { Sql } from '../db/client.ts';

export interface StorefrontSettings {
  shippingFeeCents: number;
  cardEnabled: boolean;
  paypalEnabled: boolean;
  bankTransferEnabled: boolean;
  /** Custom maintenance texts from the admin; null = the message catalogue's text. */
  paypalMaintenanceMessage: string | null;
  contactEmail: string;
  contactPhone: string;
  whatsappUrl: string;
  instagramUrl: string;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

export const DEFAULT_STOREFRONT_SETTINGS: StorefrontSettings = {
  shippingFeeCents: 1000,
  cardEnabled: true,
  paypalEnabled: false,
  bankTransferEnabled: true,
  paypalMaintenanceMessage: null,
  contactEmail: '',
  contactPhone: '',
  whatsappUrl: '',
  instagramUrl: '',
  deliveryDaysMin: 2,
  deliveryDaysMax: 5,
};

interface SettingsRow {
  shipping_fee_cents: number;
  card_enabled: boolean;
  paypal_enabled: boolean;
  bank_transfer_enabled: boolean;
  paypal_maintenance_message: string | null;
  contact_email: string;
  contact_phone: string;
  whatsapp_url: string;
  instagram_url: string;
  delivery_days_min: number;
  delivery_days_max: number;
}

export async function readStorefrontSettings(sql: Sql): Promise<StorefrontSettings> {
  const [row] = await sql.unsafe<SettingsRow[]>(
    `select shipping_fee_cents, card_enabled, paypal_enabled, bank_transfer_enabled, paypal_maintenance_message,
            contact_email, contact_phone, whatsapp_url, instagram_url, delivery_days_min, delivery_days_max
     from public.shop_settings limit 1`,
  );
  if (!row) return DEFAULT_STOREFRONT_SETTINGS;
  return {
    shippingFeeCents: row.shipping_fee_cents,
    cardEnabled: row.card_enabled,
    paypalEnabled: row.paypal_enabled,
    bankTransferEnabled: row.bank_transfer_enabled,
    paypalMaintenanceMessage: row.paypal_maintenance_message,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    whatsappUrl: row.whatsapp_url,
    instagramUrl: row.instagram_url,
    deliveryDaysMin: row.delivery_days_min,
    deliveryDaysMax: row.delivery_days_max,
  };
}
