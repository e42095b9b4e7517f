// The postcode of each country the shop ships to, as its post office writes it: Belgium 4 digits,
// the Netherlands 4 digits and 2 letters ("1012 AB"), France and Germany 5 digits, the United Kingdom
// its outward and inward codes ("SW1A 1AA", "M1 1AE"). One rule for the order request's schema on the
// server and the checkout's own check, so both refuse the same addresses.
import type { ShippingCountry } from '../vocabulary/country.ts';
import { REST_OF_EU_POSTCODE_PATTERNS } from './rest-of-eu-postcodes.ts';

export const POSTCODE_PATTERNS: Readonly<Record<ShippingCountry, RegExp>> = {
  BE: /^\d{4}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  UK: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  ...REST_OF_EU_POSTCODE_PATTERNS,
};

/** A real postcode of each country (its capital's centre), for the seed, the benchmark and the tests' orders. */
export const SAMPLE_POSTCODES: Readonly<Record<ShippingCountry, string>> = {
  BE: '1000',
  NL: '1012 AB',
  FR: '75001',
  DE: '10115',
  UK: 'SW1A 1AA',
  AT: '1010',
  BG: '1000',
  HR: '10000',
  CY: '1010',
  CZ: '110 00',
  DK: '1050',
  EE: '10111',
  FI: '00100',
  GR: '105 57',
  HU: '1051',
  IE: 'D02 X285',
  IT: '00184',
  LV: 'LV-1050',
  LT: 'LT-01100',
  LU: 'L-1111',
  MT: 'VLT 1117',
  PL: '00-950',
  PT: '1000-001',
  RO: '010011',
  SK: '811 01',
  SI: '1000',
  ES: '28013',
  SE: '111 52',
};

export function isValidPostcode(country: ShippingCountry, postcode: string): boolean {
  return POSTCODE_PATTERNS[country].test(postcode.trim());
}
