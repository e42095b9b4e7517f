// What the server says of a postcode it refuses, in developers' words (the 422's message; the shopper
// reads the checkout's own sentence). Apart from the patterns (postcode.ts) so that the checkout, which
// checks postcodes in the browser, never ships these strings.
import type { REST_OF_EU, ShippingCountry } from '../vocabulary/country.ts';

type RestOfEu = (typeof REST_OF_EU)[number];

/** What the server says of a postcode it refuses (developers' words; the shopper reads the checkout's). */
const REST_OF_EU_POSTCODE_RULES: Readonly<Record<RestOfEu, string>> = {
  AT: '4 digits',
  BG: '4 digits',
  HR: '5 digits',
  CY: '4 digits',
  CZ: '5 digits such as 110 00',
  DK: '4 digits',
  EE: '5 digits',
  FI: '5 digits',
  GR: '5 digits such as 105 57',
  HU: '4 digits',
  IE: 'an Eircode such as D02 X285',
  IT: '5 digits',
  LV: '4 digits, such as LV-1050',
  LT: '5 digits, such as LT-01100',
  LU: '4 digits, such as L-1234',
  MT: '3 letters and 4 digits such as VLT 1117',
  PL: 'a postcode such as 00-950',
  PT: 'a postcode such as 1000-001',
  RO: '6 digits',
  SK: '5 digits such as 811 01',
  SI: '4 digits',
  ES: '5 digits',
  SE: '5 digits such as 113 51',
};

/** What the server says of a postcode it refuses (the shopper reads the checkout's own words). */
export const POSTCODE_RULES: Readonly<Record<ShippingCountry, string>> = {
  BE: '4 digits',
  NL: '4 digits and 2 letters',
  FR: '5 digits',
  DE: '5 digits',
  UK: 'a UK postcode such as SW1A 1AA',
  ...REST_OF_EU_POSTCODE_RULES,
};
