// The shipping step's fields (spec section 5): the form's values, their problems, what goes to the
// server, the draft kept for a reload. The checks themselves (the same limits as the server's) are in
// shipping-rules.ts, loaded on the form's first use (shipping-rules-chunk.ts).
import {
  OPTIONAL_SHIPPING_FIELDS,
  SHIPPING_ADDRESS_FIELDS,
  type ShippingAddressField,
} from '../../domain/orders/shipping-address.ts';
import { isShippingCountry, type ShippingCountry } from '../../domain/vocabulary/country.ts';
import { isObject } from '../../stores/json-shape.ts';

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

export type FieldProblem =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'phone' }
  | { code: 'tooLong'; max: number }
  | { code: 'country' }
  /** With the country's example postcode, which its sentence may quote. */
  | { code: 'postcode'; country: ShippingCountry; example: string };
export type ShippingProblems = Partial<Record<ShippingAddressField, FieldProblem>>;

export function isShippingField(name: string): name is ShippingAddressField {
  return (SHIPPING_ADDRESS_FIELDS as readonly string[]).includes(name);
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
