// The settings the checkout needs: the build gives a first copy (props), GET /api/settings the
// current one, since an admin may switch a payment method off after the last build.
import { callApi } from '../http.ts';
import type { PaymentMethod } from './place-order.ts';
import { COUNTRIES, type Country } from './shipping-details.ts';

export interface MethodSwitch {
  enabled: boolean;
  /** The admin's own text; null = the message catalogue's maintenance text. */
  maintenanceMessage: string | null;
}

export interface CheckoutSettings {
  shippingFeeCents: number;
  deliveryDays: { min: number; max: number };
  payments: Record<PaymentMethod, MethodSwitch>;
  whatsappUrl: string;
  /** Where the shop ships: the United Kingdom may be switched off in the settings. */
  shippingCountries: Country[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

function readSwitch(v: unknown): MethodSwitch | null {
  if (!isObject(v) || typeof v.enabled !== 'boolean') return null;
  return { enabled: v.enabled, maintenanceMessage: typeof v.maintenanceMessage === 'string' && v.maintenanceMessage.trim() ? v.maintenanceMessage : null };
}

/** GET /api/settings's answer (src/server/settings/settings-repository.ts toPublicSettings). */
export function readPublicSettings(body: unknown): CheckoutSettings | null {
  if (!isObject(body) || !isObject(body.payments) || !isObject(body.deliveryDays) || !isObject(body.contact)) return null;
  const card = readSwitch(body.payments.card);
  const paypal = readSwitch(body.payments.paypal);
  const bank = readSwitch(body.payments.bankTransfer);
  const fee = body.shippingFeeCents;
  if (!card || !paypal || !bank || typeof fee !== 'number') return null;
  return {
    shippingFeeCents: fee,
    deliveryDays: { min: Number(body.deliveryDays.min), max: Number(body.deliveryDays.max) },
    payments: { 'credit-card': card, paypal, 'bank-transfer': bank },
    whatsappUrl: typeof body.contact.whatsappUrl === 'string' ? body.contact.whatsappUrl : '',
    shippingCountries: Array.isArray(body.shippingCountries) ? COUNTRIES.filter((c) => (body.shippingCountries as unknown[]).includes(c)) : [...COUNTRIES],
  };
}

export async function fetchCheckoutSettings(): Promise<CheckoutSettings | null> {
  const result = await callApi('/api/settings', {}, 8000);
  return result.kind === 'answer' && result.status === 200 ? readPublicSettings(result.body) : null;
}
