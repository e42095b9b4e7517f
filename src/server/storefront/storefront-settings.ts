// The shop settings the static storefront needs at build time (shipping fee, payment switches,
// contact details). Read once per build; admin changes (catalog and settings) trigger a rebuild.
import { shippedZones } from '../../domain/shipping/shipped-zones.ts';
import type { Sql } from '../db/client.ts';
import { getShopSettings, paymentAvailability, type ShopSettings } from '../settings/settings-repository.ts';

export type StorefrontSettings = Pick<
  ShopSettings,
  | 'shippingFeeCents'
  | 'freeShippingFromCents'
  | 'shippingZones'
  | 'cardEnabled'
  | 'paypalEnabled'
  | 'bankTransferEnabled'
  | 'cardMaintenanceMessage'
  | 'paypalMaintenanceMessage'
  | 'bankTransferMaintenanceMessage'
  | 'contactEmail'
  | 'contactPhone'
  | 'whatsappUrl'
  | 'instagramUrl'
  | 'freeReturns'
  | 'vat'
>;

/**
 * Through the one settings reader, so the build sees exactly what the API and the e-mails see: a
 * payment method is "enabled" only when it is switched on and can take money (paymentAvailability).
 */
export async function readStorefrontSettings(sql: Sql): Promise<StorefrontSettings> {
  const settings = await getShopSettings(sql);
  return {
    ...settings,
    // the zones the checkout ships to: the product and home pages' delivery times name no other
    shippingZones: shippedZones(settings.shippingZones, settings.vat),
    cardEnabled: paymentAvailability(settings, 'credit-card').enabled,
    paypalEnabled: paymentAvailability(settings, 'paypal').enabled,
    bankTransferEnabled: paymentAvailability(settings, 'bank-transfer').enabled,
  };
}
