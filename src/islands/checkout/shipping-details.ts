// The shipping step's fields (spec section 5) and the checks the server also makes, with the same
// limits (src/domain/orders/shipping-address.ts), so the shopper hears about a problem before the
// round trip. The server stays the judge (validation_failed with field errors).
import {
  OPTIONAL_SHIPPING_FIELDS,
  PHONE_PATTERN,
  SHIPPING_ADDRESS_FIELDS,
  SHIPPING_FIELD_MAX_LENGTH,
  type ShippingAddressField,
} from '../../domain/orders/shipping-address.ts';
import { isValidPostcode } from '../../domain/orders/postcode.ts';
import { isShippingCountry, type ShippingCountry } from '../../domain/vocabulary/country.ts';
import { isObject } from '../../stores/json-shape.ts';

/** The pages' old name for the vocabulary's list (src/pages imports it; to go once they import the vocabulary). */

export type ShippingDetails = Record<Exclude<ShippingAddressField, 'country'>, string> & {
  country: ShippingCountry | '';
};

export const EMPTY_SHIPPING: ShippingDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'BE',
};

// zod's e-mail rule, which the server applies (z.email()).
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type FieldProblem =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'phone' }
  | { code: 'tooLong'; max: number }
  | { code: 'country' }
  | { code: 'postcode'; country: ShippingCountry };
export type ShippingProblems = Partial<Record<ShippingAddressField, FieldProblem>>;

export function isShippingField(name: string): name is ShippingAddressField {
  return (SHIPPING_ADDRESS_FIELDS as readonly string[]).includes(name);
}

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
    return { code: 'postcode', country };
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

/** What goes to the server: trimmed, the optional phone left out when blank. */
export function customerPayload(details: ShippingDetails): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    const value = details[field].trim();
    if (value || !OPTIONAL_SHIPPING_FIELDS.includes(field)) out[field] = value;
  }
  return out;
}

function isDetails(value: unknown): value is ShippingDetails {
  return (
    isObject(value) &&
    SHIPPING_ADDRESS_FIELDS.every((f) => typeof value[f] === 'string') &&
    (value.country === '' || isShippingCountry(value.country))
  );
}

const STORAGE_KEY = 'checkout_shipping';

/** The form survives a reload of the tab (sessionStorage: gone when the tab closes). */
export function loadShippingDraft(): ShippingDetails {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isDetails(stored) ? { ...EMPTY_SHIPPING, ...stored } : EMPTY_SHIPPING;
  } catch {
    return EMPTY_SHIPPING;
  }
}

export function saveShippingDraft(details: ShippingDetails): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(details));
  } catch {
    // Private mode or a full quota: the form still works, it just won't survive a reload.
  }
}

export function forgetShippingDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
