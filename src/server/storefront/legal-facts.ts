// The facts the legal pages and the FAQ quote (seller identity, contact, delivery time, shipping fee),
// read from the settings at build time so the admin's values appear everywhere the same way.
import { formatMoney } from '../../domain/pricing/money.ts';
import type { Language } from '../../domain/catalog/types.ts';
import { deliveryTime } from '../../i18n/delivery-time.ts';
import { getShopSettings, type ShopSettings } from '../settings/settings-repository.ts';

let settings: Promise<ShopSettings> | undefined;

/**
 * A Belgian VAT number is "BE" + the enterprise number's ten digits, so either one gives the other when
 * the admin filled in only one of them.
 */
export function belgianIdentifiers(enterpriseNumber: string, vatNumber: string): { enterpriseNumber: string; vatNumber: string } {
  const digits = (enterpriseNumber || vatNumber).replace(/\D/g, '');
  if (digits.length !== 10) return { enterpriseNumber, vatNumber };
  return {
    enterpriseNumber: enterpriseNumber || `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`,
    vatNumber: vatNumber || `BE${digits}`,
  };
}

/** The interpolation values of the legal and FAQ messages ({{company}}, {{deliveryTime}}, ...). */
export async function legalFacts(lang: Language): Promise<Record<string, string | number>> {
  settings ??= getShopSettings();
  const s = await settings;
  return {
    company: s.legalName,
    address: s.legalAddress,
    ...belgianIdentifiers(s.enterpriseNumber, s.vatNumber),
    email: s.contactEmail,
    phone: s.contactPhone,
    deliveryTime: deliveryTime(lang, { min: s.deliveryDaysMin, max: s.deliveryDaysMax }),
    shippingFee: formatMoney(s.shippingFeeCents, lang),
  };
}
