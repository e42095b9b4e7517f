// The checks the server also makes on the shipping fields, with the same limits
// (src/domain/orders/shipping-address.ts) and each country's postcode rule, so the shopper hears about a
// problem before the round trip. The server stays the judge (validation_failed with field errors). Not
// part of the page's first load: fetched when the shopper first uses the form (shipping-rules-chunk.ts).
import {
  OPTIONAL_SHIPPING_FIELDS,
  PHONE_PATTERN,
  SHIPPING_ADDRESS_FIELDS,
  SHIPPING_FIELD_MAX_LENGTH,
  type ShippingAddressField,
} from '../../domain/orders/shipping-address.ts';
import { isValidPostcode, SAMPLE_POSTCODES } from '../../domain/orders/postcode.ts';
import { isShippingCountry, type ShippingCountry } from '../../domain/vocabulary/country.ts';
import { isShippingField, type FieldProblem, type ShippingDetails, type ShippingProblems } from './shipping-details.ts';

// zod's e-mail rule, which the server applies (z.email()).
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A field's problem; the postcode is checked against `country`'s rule when it is given. */
export function validateShippingField(
  field: ShippingAddressField,
  raw: string,
  country: ShippingCountry | '' = '',
): FieldProblem | undefined {
  const value = raw.trim();
  if (!value) return OPTIONAL_SHIPPING_FIELDS.includes(field) ? undefined : { code: 'required' };
  if (value.length > SHIPPING_FIELD_MAX_LENGTH[field])
    return { code: 'tooLong', max: SHIPPING_FIELD_MAX_LENGTH[field] };
  if (field === 'email' && !EMAIL.test(value)) return { code: 'email' };
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return { code: 'phone' };
  if (field === 'country' && !isShippingCountry(value)) return { code: 'country' };
  // no rule to apply before a country the shop ships to is chosen (the country's own error says so)
  if (field === 'postalCode' && isShippingCountry(country) && !isValidPostcode(country, value))
    return { code: 'postcode', country, example: SAMPLE_POSTCODES[country] };
  return undefined;
}

export function validateShipping(details: ShippingDetails): ShippingProblems {
  const problems: ShippingProblems = {};
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    const problem = validateShippingField(field, details[field], details.country);
    if (problem) problems[field] = problem;
  }
  return problems;
}

// What a field refused by the server is called when the checkout's own rules find nothing wrong with it.
const USUAL_PROBLEM: Partial<Record<ShippingAddressField, FieldProblem>> = {
  email: { code: 'email' },
  phone: { code: 'phone' },
  country: { code: 'country' },
};

/**
 * The shipping fields among those the server refused (validation_failed, country_not_shipped), each
 * with the problem the checkout's own rules (the same limits) find in the value sent.
 */
export function refusedShippingFields(
  fields: Readonly<Record<string, readonly string[]>>,
  details: ShippingDetails,
): ShippingProblems {
  const problems: ShippingProblems = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (!isShippingField(field) || messages.length === 0) continue;
    problems[field] = validateShippingField(field, details[field], details.country) ??
      USUAL_PROBLEM[field] ?? { code: 'required' };
  }
  return problems;
}
