// The carriers an order can ship with and the public tracking page of a parcel, built from its number
// and, where the carrier's page needs it, the destination's postcode and country. "other" is a carrier
// the list does not know: the owner types its tracking address (https only).
// The addresses are the carriers' public tracking pages (November 2026):
// - bpost: track.bpost.cloud takes the item code, the language and the postcode (which unlocks the details);
// - PostNL: jouw.postnl.nl takes barcode-COUNTRY-POSTCODE (ISO country, postcode without spaces);
// - DHL Parcel: dhl.com's parcel tracking (Benelux parcels included), by number;
// - DPD: tracking.dpd.de, by parcel number, in the reader's language;
// - GLS: gls-group.com's parcel tracking for Belgium, by number.
import type { ShippingCountry } from '../vocabulary/country.ts';
import type { Language } from '../vocabulary/language.ts';

export const CARRIERS = ['bpost', 'postnl', 'dhl-parcel', 'dpd', 'gls', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carrier's name as written everywhere (the same in every language). */
export const CARRIER_NAMES: Record<Carrier, string> = {
  bpost: 'bpost',
  postnl: 'PostNL',
  'dhl-parcel': 'DHL Parcel',
  dpd: 'DPD',
  gls: 'GLS',
  other: '',
};

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

export interface TrackingTarget {
  carrier: Carrier;
  trackingNumber: string;
  /** The address the owner typed, for "other". */
  trackingUrl?: string | null;
  postalCode: string;
  country: ShippingCountry;
  language: Language;
}

/** The ISO code of a shipping country (the shop writes the United Kingdom 'UK'; carriers want 'GB'). */
const isoCountry = (country: ShippingCountry): string => (country === 'UK' ? 'GB' : country);

/** Letters and digits only, upper case: how tracking numbers and postcodes are typed into the carriers' pages. */
const compact = (value: string): string => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

const DPD_LOCALES: Record<Language, string> = { fr: 'fr_FR', en: 'en_US', nl: 'nl_NL' };
const DHL_LOCALES: Record<Language, string> = { fr: 'be-fr', en: 'be-en', nl: 'be-nl' };

/** An https address, or null: the only addresses "other" may link to. */
export function safeTrackingUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** The public page where the shopper follows the parcel; null for "other" without a valid https address. */
export function trackingUrl(target: TrackingTarget): string | null {
  const number = encodeURIComponent(compact(target.trackingNumber));
  const postcode = encodeURIComponent(compact(target.postalCode));
  switch (target.carrier) {
    case 'bpost':
      return `https://track.bpost.cloud/btr/web/#/search?itemCode=${number}&lang=${target.language}&postalCode=${postcode}`;
    case 'postnl':
      return `https://jouw.postnl.nl/track-and-trace/${number}-${isoCountry(target.country)}-${postcode}`;
    case 'dhl-parcel':
      return `https://www.dhl.com/${DHL_LOCALES[target.language]}/home/tracking/tracking-parcel.html?submit=1&tracking-id=${number}`;
    case 'dpd':
      return `https://tracking.dpd.de/status/${DPD_LOCALES[target.language]}/parcel/${number}`;
    case 'gls':
      return `https://gls-group.com/BE/en/parcel-tracking?match=${number}`;
    case 'other':
      return safeTrackingUrl(target.trackingUrl);
  }
}
