// PayPal Orders v2, as PayPal designed it: the server creates the PayPal order (PayPal-Request-Id per
// order, so a retry returns the same one), the shopper approves on PayPal, PayPal sends them back to
// our return endpoint, and the server captures (PayPal-Request-Id again). The capture's answer, from
// PayPal's API to our server with our credentials, is what marks the order paid; the browser only
// tells us "come back", never "paid".
import type { Language } from '../../../domain/vocabulary/language.ts';
import {
  PaymentProviderError,
  providerFetch,
  WebhookRejected,
  type PaymentProvider,
  type PaymentSession,
  type SessionRequest,
} from './payment-provider.ts';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
}

const PAYPAL_LOCALES: Record<Language, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

export function centsToPayPalValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function payPalValueToCents(value: string): number | null {
  return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null;
}

export interface PayPalCapture {
  /** COMPLETED when the money is taken. */
  status: string;
  captureId: string | null;
  orderId: number | null;
  amountCents: number | null;
  currency: string | null;
}

export interface PayPalProvider extends PaymentProvider {
  capture(paypalOrderId: string): Promise<PayPalCapture>;
}

type PayPalAnswer = { status: number; json: Record<string, unknown> | null };

const apiBase = (config: PayPalConfig) => config.apiBase.replace(/\/$/, '');

async function accessToken(config: PayPalConfig): Promise<string> {
  const res = await providerFetch('PayPal', `${apiBase(config)}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const json = (await res.json().catch(() => null)) as { access_token?: string } | null;
  if (!res.ok || !json?.access_token) throw new PaymentProviderError(`PayPal: no access token (${res.status})`);
  return json.access_token;
}

/** A POST to PayPal's API; `requestId` (PayPal-Request-Id) makes a retry return the first answer. */
async function call(config: PayPalConfig, path: string, requestId: string, body: unknown): Promise<PayPalAnswer> {
  const res = await providerFetch('PayPal', `${apiBase(config)}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await accessToken(config)}`,
      'content-type': 'application/json',
      'paypal-request-id': requestId,
      prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function createOrder(
  config: PayPalConfig,
  { order, successUrl, cancelUrl }: SessionRequest,
): Promise<PaymentSession> {
  const { status, json } = await call(config, '/v2/checkout/orders', `order-${order.id}`, {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: String(order.id),
        custom_id: String(order.id),
        invoice_id: order.number,
        amount: { currency_code: 'EUR', value: centsToPayPalValue(order.totalCents) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: successUrl,
          cancel_url: cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          locale: PAYPAL_LOCALES[order.language],
        },
      },
    },
  });
  const links = (json?.links ?? []) as { rel: string; href: string }[];
  const approve = links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  if (status >= 300 || typeof json?.id !== 'string' || !approve)
    throw new PaymentProviderError(`PayPal: order not created (${status})`);
  return { provider: 'paypal', sessionId: json.id, redirectUrl: approve.href };
}

type CaptureUnit = {
  custom_id?: string;
  reference_id?: string;
  payments?: {
    captures?: { id: string; status: string; custom_id?: string; amount?: { value: string; currency_code: string } }[];
  };
};

async function captureOrder(config: PayPalConfig, paypalOrderId: string): Promise<PayPalCapture> {
  if (!/^[A-Z0-9-]{5,40}$/i.test(paypalOrderId)) throw new PaymentProviderError('PayPal: malformed order id');
  const { status, json } = await call(
    config,
    `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
    `capture-${paypalOrderId}`,
    {},
  );
  // 422 ORDER_ALREADY_CAPTURED on a repeat without the same request id: treat as not captured here;
  // the first capture already recorded the payment.
  if (status >= 300 || !json)
    return { status: `HTTP_${status}`, captureId: null, orderId: null, amountCents: null, currency: null };
  const unit = ((json.purchase_units ?? []) as CaptureUnit[])[0];
  const capture = unit?.payments?.captures?.[0];
  const orderId = Number(capture?.custom_id ?? unit?.custom_id ?? unit?.reference_id);
  return {
    status: capture?.status ?? String(json.status ?? ''),
    captureId: capture?.id ?? null,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    amountCents: capture?.amount ? payPalValueToCents(capture.amount.value) : null,
    currency: capture?.amount?.currency_code ?? null,
  };
}

export function payPalProvider(config: PayPalConfig): PayPalProvider {
  return {
    name: 'paypal',
    createSession: (request) => createOrder(config, request),
    capture: (paypalOrderId) => captureOrder(config, paypalOrderId),
    async verifyWebhook() {
      // Payments are taken by our own capture call; PayPal webhooks are not subscribed.
      throw new WebhookRejected('PayPal payments are confirmed by the server-side capture, not by webhooks');
    },
  };
}
