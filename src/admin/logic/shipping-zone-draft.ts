// The shipping zones as the settings form edits them: amounts as typed (with a decimal comma in French
// and Dutch), weights in grams; and the PUT body they make, or the fields that cannot be read.
import type { AdminShippingZone } from '../../contract/admin/shipping.ts';
import type { ShippingZonesRequest } from '../../contract/admin/shipping.ts';
import { centsFromInput, centsToLocalInput } from '../../domain/pricing/cents-input.ts';
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';

export interface BandDraft {
  upToGrams: string;
  price: string;
}

export interface ZoneDraft {
  /** A key for React: the zone's id, or a new one's. */
  key: string;
  name: string;
  countries: ShippingCountry[];
  kind: 'flat' | 'weight';
  flat: string;
  bands: BandDraft[];
  /** Empty: never free. */
  freeFrom: string;
  /** Working days from payment to delivery, as typed. */
  deliveryMin: string;
  deliveryMax: string;
}

let newKeys = 0;

export function newZone(language: string): ZoneDraft {
  newKeys += 1;
  return {
    key: `new-${newKeys}`,
    name: '',
    countries: [],
    kind: 'flat',
    flat: centsToLocalInput(0, language),
    bands: [{ upToGrams: '1000', price: '' }],
    freeFrom: '',
    deliveryMin: '2',
    deliveryMax: '5',
  };
}

export function zoneDraft(zone: AdminShippingZone, language: string): ZoneDraft {
  const money = (cents: number) => centsToLocalInput(cents, language);
  return {
    key: String(zone.id),
    name: zone.name,
    countries: zone.countries,
    kind: zone.rate.kind,
    flat: zone.rate.kind === 'flat' ? money(zone.rate.cents) : '',
    bands:
      zone.rate.kind === 'weight'
        ? zone.rate.bands.map((b) => ({ upToGrams: String(b.up_to_grams), price: money(b.cents) }))
        : [{ upToGrams: '1000', price: '' }],
    freeFrom: zone.free_from_cents === null ? '' : money(zone.free_from_cents),
    deliveryMin: String(zone.delivery_days_min),
    deliveryMax: String(zone.delivery_days_max),
  };
}

/** What cannot be read, by the API's field name (zones.0.rate.cents); the server judges the rest. */
export type DraftProblems = Record<string, 'amount' | 'grams' | 'days'>;

function grams(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The PUT body, or the fields whose amount or weight cannot be read. */
export function zonesRequest(
  drafts: readonly ZoneDraft[],
): { body: ShippingZonesRequest } | { problems: DraftProblems } {
  const problems: DraftProblems = {};
  const cents = (text: string, field: string): number => {
    const value = centsFromInput(text);
    if (value === null) problems[field] = 'amount';
    return value ?? 0;
  };
  const days = (text: string, field: string): number => {
    const value = /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null;
    if (value === null) problems[field] = 'days';
    return value ?? 0;
  };
  const zones = drafts.map((d, i) => {
    const at = `zones.${i}`;
    const rate =
      d.kind === 'flat'
        ? { kind: 'flat' as const, cents: cents(d.flat, `${at}.rate.cents`) }
        : {
            kind: 'weight' as const,
            bands: d.bands.map((b, j) => {
              const upTo = grams(b.upToGrams);
              if (upTo === null) problems[`${at}.rate.bands.${j}.up_to_grams`] = 'grams';
              return { up_to_grams: upTo ?? 0, cents: cents(b.price, `${at}.rate.bands.${j}.cents`) };
            }),
          };
    const freeFrom = d.freeFrom.trim() === '' ? null : cents(d.freeFrom, `${at}.free_from_cents`);
    return {
      name: d.name.trim(),
      countries: d.countries,
      rate,
      free_from_cents: freeFrom,
      delivery_days_min: days(d.deliveryMin, `${at}.delivery_days_min`),
      delivery_days_max: days(d.deliveryMax, `${at}.delivery_days_max`),
    };
  });
  return Object.keys(problems).length > 0 ? { problems } : { body: { zones } };
}
