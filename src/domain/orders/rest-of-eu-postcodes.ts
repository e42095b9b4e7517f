// The postcodes of the rest of the EU (REST_OF_EU), as each post office writes them, for the per-country
// postcode check: digits in most countries (with the usual space or hyphen where the post office puts
// one: "113 51", "00-950", "1000-001"), the country prefix some shoppers type ("LV-1050", "L-1234"),
// Malta's three letters and four digits ("VLT 1117") and Ireland's Eircode ("D02 X285"). Loose on
// spacing, strict on what could not be a postcode: a parcel with a wrong one comes back.
import type { REST_OF_EU } from '../vocabulary/country.ts';

type RestOfEu = (typeof REST_OF_EU)[number];

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);
const spaced = /^\d{3} ?\d{2}$/;

export const REST_OF_EU_POSTCODE_PATTERNS: Readonly<Record<RestOfEu, RegExp>> = {
  AT: digits(4),
  BG: digits(4),
  HR: digits(5),
  CY: digits(4),
  CZ: spaced,
  DK: digits(4),
  EE: digits(5),
  FI: digits(5),
  GR: spaced,
  HU: digits(4),
  IE: /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/,
  IT: digits(5),
  LV: /^(?:LV-?)?\d{4}$/i,
  LT: /^(?:LT-?)?\d{5}$/i,
  LU: /^(?:L-?)?\d{4}$/i,
  MT: /^[A-Za-z]{3} ?\d{4}$/,
  PL: /^\d{2}-?\d{3}$/,
  PT: /^\d{4}-?\d{3}$/,
  RO: digits(6),
  SK: spaced,
  SI: /^(?:SI-?)?\d{4}$/i,
  ES: digits(5),
  SE: spaced,
};
