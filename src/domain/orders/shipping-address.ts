// The shipping address of an order (spec section 5): its fields and the limits the database puts on
// them (supabase/migrations/*_shop.sql, table orders). One definition for the order request's schema
// on the server and the checkout's own checks in the browser, so both say the same thing.

export const SHIPPING_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'country',
] as const;
export type ShippingAddressField = (typeof SHIPPING_ADDRESS_FIELDS)[number];

export const SHIPPING_FIELD_MAX_LENGTH: Readonly<Record<ShippingAddressField, number>> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  address: 200,
  city: 100,
  postalCode: 20,
  country: 2,
};

/** The one field a shopper may leave blank. */
export const OPTIONAL_SHIPPING_FIELDS: readonly ShippingAddressField[] = ['phone'];

/** Digits, spaces and the usual separators: what a phone number may hold. */
export const PHONE_PATTERN = /^[+0-9 ()./-]*$/;
