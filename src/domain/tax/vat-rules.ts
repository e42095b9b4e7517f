// Which VAT a Belgian shop charges on a parcel, by destination:
// - Belgium: Belgian VAT.
// - France, Germany, the Netherlands and the rest of the EU (distance sales): the destination's rate once the shop is
//   registered for the One-Stop Shop (it must be past EUR 10,000 of such sales a year); Belgian VAT
//   below that, when the shop is not registered.
// - United Kingdom: goods leave the EU VAT-free (export). A shop registered for UK VAT charges UK
//   VAT on consignments up to GBP 135 (goods, VAT and shipping excluded); above that, or without a
//   UK registration, nothing is charged and the shopper pays import VAT and duties at delivery.
//   Belgian VAT is never charged to a UK shopper. The shop may also not ship to the UK at all.
import { HOME_COUNTRY, rateOn, type VatCountry, type VatRate } from './vat-rates.ts';

/** be: Belgian VAT; oss: destination VAT through the One-Stop Shop; uk: UK VAT; export: VAT-free export. */
export type VatScheme = 'be' | 'oss' | 'uk' | 'export';
export const VAT_SCHEMES: readonly VatScheme[] = ['be', 'oss', 'uk', 'export'];
export type UkVatMode = 'registered' | 'not-registered' | 'no-shipping';
export const UK_VAT_MODES: readonly UkVatMode[] = ['registered', 'not-registered', 'no-shipping'];
/** same-gross: the page's VAT-inclusive price everywhere; same-net: the net price everywhere. */
export type VatPricing = 'same-gross' | 'same-net';
export const VAT_PRICINGS: readonly VatPricing[] = ['same-gross', 'same-net'];
/**
 * A VAT-free export (outside the EU), chosen apart from the EU's pricing: same-price, the page's price
 * with no VAT in it; without-vat, the page's price less the Belgian VAT.
 */
export type ExportPricing = 'same-price' | 'without-vat';
export const EXPORT_PRICINGS: readonly ExportPricing[] = ['same-price', 'without-vat'];

export interface VatSettings {
  ossRegistered: boolean;
  ukVat: UkVatMode;
  /** GBP 135 in euro cents, as the shop converts it. */
  ukLowValueLimitCents: number;
  pricing: VatPricing;
  exportPricing: ExportPricing;
}

export interface VatTreatment {
  scheme: VatScheme;
  rateBp: number;
}

/** The countries the shop ships to under these settings. */
export function shippingCountries<C extends VatCountry>(all: readonly C[], settings: Pick<VatSettings, 'ukVat'>): C[] {
  return all.filter((c) => c !== 'UK' || settings.ukVat !== 'no-shipping');
}

/**
 * The VAT a destination gets before the basket is known (a UK-registered shop's UK VAT may still
 * turn into an export above the low-value limit: see destinationTotals). Null: not shipped there.
 */
export function destinationVat(
  country: VatCountry,
  settings: VatSettings,
  rates: readonly VatRate[],
  day: string,
): VatTreatment | null {
  const home = (): VatTreatment => ({ scheme: 'be', rateBp: rateOn(rates, HOME_COUNTRY, day) });
  switch (country) {
    case 'BE':
      return home();
    case 'UK':
      if (settings.ukVat === 'no-shipping') return null;
      return settings.ukVat === 'registered'
        ? { scheme: 'uk', rateBp: rateOn(rates, 'UK', day) }
        : { scheme: 'export', rateBp: 0 };
    default:
      // another member state (France, Germany, the Netherlands, the rest of the EU)
      return settings.ossRegistered ? { scheme: 'oss', rateBp: rateOn(rates, country, day) } : home();
  }
}
