// The facts the legal pages and the FAQ quote (seller identity, contact, destinations, delivery times, shipping fees,
// the VAT by destination, who pays for returns), read from the settings at build time so the admin's values appear
// everywhere the same way, and the VAT as the checkout charges it.
import { brusselsDay } from '../../domain/tax/vat-rates.ts';
import { destinationVat, shippingCountries } from '../../domain/tax/vat-rules.ts';
import { SHIPPING_COUNTRIES } from '../../domain/vocabulary/country.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { shippedZones } from '../../domain/shipping/shipped-zones.ts';
import { deliveryTimesByZone } from '../../i18n/delivery-time.ts';
import { destinationsByZone, shippingFeesByZone } from '../../i18n/shipping-fees.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { vatByDestination, type DestinationVat } from '../../i18n/vat-by-destination.ts';
import { getShopSettings, sellerIdentityVars, type ShopSettings } from '../settings/settings-repository.ts';
import { listVatRates } from '../tax/vat-rates-repository.ts';

let settings: Promise<ShopSettings> | undefined;

/** Each country the shop ships to with the VAT the checkout charges there today (destinationVat). */
export async function destinationsVat(s: ShopSettings, now = new Date()): Promise<DestinationVat[]> {
  const rates = await listVatRates();
  const day = brusselsDay(now);
  return shippingCountries(SHIPPING_COUNTRIES, s.vat).flatMap((country) => {
    const treatment = destinationVat(country, s.vat, rates, day);
    return treatment ? [{ country, ...treatment }] : [];
  });
}

/** The interpolation values of the legal and FAQ messages ({{company}}, {{deliveryTimes}}, {{vatRates}}, ...). */
export async function legalFacts(lang: Language): Promise<Record<string, string | number>> {
  settings ??= getShopSettings();
  return legalFactsOf(lang, await settings);
}

/** The same, from these settings. */
export async function legalFactsOf(lang: Language, s: ShopSettings): Promise<Record<string, string | number>> {
  const zones = shippedZones(s.shippingZones, s.vat);
  return {
    ...sellerIdentityVars(s, lang),
    email: s.contactEmail,
    phone: s.contactPhone,
    // each zone's time, named by its countries (one time when every zone promises the same)
    deliveryTimes: deliveryTimesByZone(lang, zones),
    // where the shop delivers and what it costs there, zone by zone, as the checkout charges it
    destinations: destinationsByZone(lang, zones),
    shippingFees: shippingFeesByZone(lang, zones),
    vatRates: vatByDestination(lang, await destinationsVat(s)),
    returnCosts: getTranslator(lang, ['legal'])(s.freeReturns ? 'returnCosts.free' : 'returnCosts.paid'),
  };
}
