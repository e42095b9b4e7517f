// The shipping step's fields (spec section 5) and the checks the server also makes, so the shopper
// hears about a problem before the round trip. The server stays the judge (400 with field errors).
export const COUNTRIES = ['BE', 'FR', 'DE', 'NL', 'UK'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: Country | '';
}

export type ShippingField = keyof ShippingDetails;
export const SHIPPING_FIELDS: readonly ShippingField[] = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'postalCode', 'country'];

export const EMPTY_SHIPPING: ShippingDetails = { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', postalCode: '', country: 'BE' };

// The database's own limits (supabase/migrations/*_shop.sql, table orders).
const MAX_LENGTH: Record<ShippingField, number> = { firstName: 100, lastName: 100, email: 254, phone: 40, address: 200, city: 100, postalCode: 20, country: 2 };
const OPTIONAL: ReadonlySet<ShippingField> = new Set(['phone']);
// zod's e-mail rule, which the server applies (z.email()).
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// The server's rule for phone numbers (src/server/orders/order-request.ts).
const PHONE = /^[+0-9 ()./-]*$/;

export type FieldProblem = { code: 'required' } | { code: 'email' } | { code: 'phone' } | { code: 'tooLong'; max: number } | { code: 'country' };
export type ShippingProblems = Partial<Record<ShippingField, FieldProblem>>;

export function isShippingField(name: string): name is ShippingField {
  return (SHIPPING_FIELDS as readonly string[]).includes(name);
}

export function validateShippingField(field: ShippingField, raw: string): FieldProblem | undefined {
  const value = raw.trim();
  if (!value) return OPTIONAL.has(field) ? undefined : { code: 'required' };
  if (value.length > MAX_LENGTH[field]) return { code: 'tooLong', max: MAX_LENGTH[field] };
  if (field === 'email' && !EMAIL.test(value)) return { code: 'email' };
  if (field === 'phone' && !PHONE.test(value)) return { code: 'phone' };
  if (field === 'country' && !(COUNTRIES as readonly string[]).includes(value)) return { code: 'country' };
  return undefined;
}

export function validateShipping(details: ShippingDetails): ShippingProblems {
  const problems: ShippingProblems = {};
  for (const field of SHIPPING_FIELDS) {
    const problem = validateShippingField(field, details[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** What goes to the server: trimmed, the optional phone left out when blank. */
export function customerPayload(details: ShippingDetails): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of SHIPPING_FIELDS) {
    const value = details[field].trim();
    if (value || !OPTIONAL.has(field)) out[field] = value;
  }
  return out;
}

function isDetails(value: unknown): value is ShippingDetails {
  return !!value && typeof value === 'object' && SHIPPING_FIELDS.every((f) => typeof (value as Record<string, unknown>)[f] === 'string');
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
