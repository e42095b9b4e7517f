// The columns of public.orders that every writer of an order fills the same way: the shopper's
// address (from the camelCase customer of a request or of the demo data) and the money (from the one
// price computation, destinationTotals). Placing an order and seeding the demo history both build
// their rows with these, so a column added or renamed is changed in one place.
import type { DestinationTotals } from '../tax/destination-totals.ts';
import type { VatScheme } from '../tax/vat-rules.ts';

/** Who an order goes to, as a request and the demo data name it. */
export interface CustomerAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

/** The same, as public.orders names its columns. */
export interface OrderCustomerColumns {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  postal_code: string;
  country: string;
}

/** An order's amounts in integer cents, and the VAT rate and rules they were charged under. */
export interface OrderMoneyColumns {
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  gift_wrap_cents: number;
  total_cents: number;
  vat_cents: number;
  vat_rate_bp: number;
  vat_scheme: VatScheme;
}

export function customerColumns(customer: CustomerAddress): OrderCustomerColumns {
  return {
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone ?? null,
    address: customer.address,
    city: customer.city,
    postal_code: customer.postalCode,
    country: customer.country,
  };
}

export function moneyColumns(totals: DestinationTotals): OrderMoneyColumns {
  return {
    subtotal_cents: totals.subtotalCents,
    discount_cents: totals.discountCents,
    shipping_cents: totals.shippingCents,
    gift_wrap_cents: totals.giftWrapCents,
    total_cents: totals.totalCents,
    vat_cents: totals.vatCents,
    vat_rate_bp: totals.rateBp,
    vat_scheme: totals.scheme,
  };
}
