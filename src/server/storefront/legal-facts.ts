// The facts the legal pages and the FAQ quote (seller identity, contact, delivery time, shipping fee),
// read from the settings at build time so the admin's values appear everywhere the same way.
import type { Language } from '../../domain/vocabulary/language.ts';
import { deliveryTime } from '../../i18n/delivery-time.ts';
import { getShopSettings, sellerIdentityVars, type ShopSettings } from '../settings/settings-repository.ts';
import { formatMoney } from '../../i18n/locale.ts';

let settings: Promise<ShopSettings> | undefined;

/** The interpolation values of the legal and FAQ messages ({{company}}, {{deliveryTime}}, ...). */
export async function legalFacts(lang: Language): Promise<Record<string, string | number>> {
  settings ??= getShopSettings();
  const s = await settings;
  return {
    ...sellerIdentityVars(s),
    email: s.contactEmail,
    phone: s.contactPhone,
    deliveryTime: deliveryTime(lang, { min: s.deliveryDaysMin, max: s.deliveryDaysMax }),
    shippingFee: formatMoney(s.shippingFeeCents, lang),
  };
}
