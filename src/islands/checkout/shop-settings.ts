// The settings the checkout needs: the build gives a first copy (props), GET /api/settings the
// current one, since an admin may switch a payment method off after the last build.
import type { GiftOffer, PaymentMethodAvailability } from '../../contract/settings.ts';
import { readGiftOffer } from './gift/gift-offer.ts';
import { SHIPPING_COUNTRIES, type ShippingCountry } from '../../domain/vocabulary/country.ts';
import {
  PAYMENT_METHOD_SETTING_KEY,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../domain/vocabulary/payment-method.ts';
import { fetchJson } from '../../stores/fetch-json.ts';
import { isObject } from '../../stores/json-shape.ts';

export interface CheckoutSettings {
  shippingFeeCents: number;
  payments: Record<PaymentMethod, PaymentMethodAvailability>;
  whatsappUrl: string;
  /** Where the shop ships: the United Kingdom may be switched off in the settings. */
  shippingCountries: ShippingCountry[];
  /** Gift wrap, message and samples on offer (absent until /api/settings answered: no gift section). */
  gifts?: GiftOffer | undefined;
}

function readSwitch(v: unknown): PaymentMethodAvailability | null {
  if (!isObject(v) || typeof v.enabled !== 'boolean') return null;
  return {
    enabled: v.enabled,
    maintenanceMessage:
      typeof v.maintenanceMessage === 'string' && v.maintenanceMessage.trim() ? v.maintenanceMessage : null,
  };
}

/** GET /api/settings's answer (src/contract/settings.ts), keyed by payment method for the checkout. */
export function readPublicSettings(body: unknown): CheckoutSettings | null {
  if (!isObject(body) || !isObject(body.payments) || !isObject(body.contact)) return null;
  const payments = body.payments;
  const switches = PAYMENT_METHODS.map(
    (method) => [method, readSwitch(payments[PAYMENT_METHOD_SETTING_KEY[method]])] as const,
  );
  const fee = body.shippingFeeCents;
  if (switches.some(([, state]) => !state) || typeof fee !== 'number') return null;
  const listed = body.shippingCountries;
  return {
    shippingFeeCents: fee,
    payments: Object.fromEntries(switches) as Record<PaymentMethod, PaymentMethodAvailability>,
    whatsappUrl: typeof body.contact.whatsappUrl === 'string' ? body.contact.whatsappUrl : '',
    shippingCountries: Array.isArray(listed)
      ? SHIPPING_COUNTRIES.filter((c) => listed.includes(c))
      : [...SHIPPING_COUNTRIES],
    gifts: readGiftOffer(body.gifts),
  };
}

export async function fetchCheckoutSettings(): Promise<CheckoutSettings | null> {
  const answer = await fetchJson('/api/settings', {}, 8000);
  return answer.ok ? readPublicSettings(answer.data) : null;
}
