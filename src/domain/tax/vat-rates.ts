// VAT rates as data: each shipping country's standard rate with the day it applies from
// (public.vat_rates). The rate of an order is the one in force on the Brussels calendar day it is
// placed; a rate scheduled for a later day changes nothing before that day.
import type { ShippingCountry } from '../vocabulary/country.ts';

/** The countries with a VAT rate are the shipping countries (SHIPPING_COUNTRIES). */
export type VatCountry = ShippingCountry;
/** The shop's own country: catalog prices include its VAT. */
export const HOME_COUNTRY: VatCountry = 'BE';

export interface VatRate {
  country: VatCountry;
  /** Basis points: 2100 = 21 %. */
  rateBp: number;
  /** YYYY-MM-DD, a Brussels calendar day. */
  validFrom: string;
}

// made on first use: a bundle that imports this module for its rates alone (the checkout's VAT words)
// then carries no formatter
let brusselsDayFormat: Intl.DateTimeFormat | undefined;

/** The Brussels calendar day of an instant, as YYYY-MM-DD (the shop's legal day). */
export function brusselsDay(instant: Date): string {
  brusselsDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return brusselsDayFormat.format(instant);
}

export class MissingVatRateError extends Error {
  readonly country: VatCountry;
  readonly day: string;
  constructor(country: VatCountry, day: string) {
    super(`No VAT rate for ${country} on ${day}: add one in the admin settings`);
    this.country = country;
    this.day = day;
  }
}

/** The rate in force for a country on a day: the row with the latest validFrom on or before it. */
export function rateOn(rates: readonly VatRate[], country: VatCountry, day: string): number {
  let found: VatRate | null = null;
  for (const rate of rates) {
    if (rate.country !== country || rate.validFrom > day) continue;
    if (!found || rate.validFrom > found.validFrom) found = rate;
  }
  if (!found) throw new MissingVatRateError(country, day);
  return found.rateBp;
}
