// The shop settings the static storefront needs at build time (shipping fee, payment switches,
// contact details). Read once per build; admin changes (catalog and settings) trigger a rebuild.
import type { Sql } from '../db/client.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';

export type StorefrontSettings = Pick<
  ShopSettings,
  | 'shippingFeeCents'
  | 'cardEnabled'
  | 'paypalEnabled'
  | 'bankTransferEnabled'
  | 'paypalMaintenanceMessage'
  | 'contactEmail'
  | 'contactPhone'
  | 'whatsappUrl'
  | 'instagramUrl'
  | 'deliveryDaysMin'
  | 'deliveryDaysMax'
  | 'vat'
>;

/** Through the one settings reader, so the build sees exactly what the API and the e-mails see. */
export function readStorefrontSettings(sql: Sql): Promise<StorefrontSettings> {
  return getShopSettings(sql);
}
