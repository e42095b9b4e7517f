// Which provider takes which payment method: Stripe for cards when STRIPE_SECRET_KEY is set, PayPal
// when PAYPAL_CLIENT_ID is set, otherwise (embedded default only) the built-in test gateway.
import { getEnv } from '../../config/env.ts';
import { requireVariable } from '../../config/runtime-variables.ts';
import type { PaymentMethod } from '../../../domain/vocabulary/payment-method.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import { payPalProvider, type PayPalProvider } from './paypal.ts';
import { stripeProvider } from './stripe.ts';
import { testGatewayProvider } from './test-gateway.ts';

export type { PaymentEvent, PaymentProvider, PaymentSession, ProviderName } from './payment-provider.ts';
export { PaymentProviderError, WebhookRejected } from './payment-provider.ts';

function stripeFromEnv(): PaymentProvider | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!env.STRIPE_WEBHOOK_SECRET) throw new PaymentProviderError('STRIPE_WEBHOOK_SECRET is not set');
  return stripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE ?? 'https://api.stripe.com',
  });
}

export function payPalFromEnv(): PayPalProvider | null {
  const env = getEnv();
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  return payPalProvider({
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.paypal.com',
  });
}

function testGatewayOrFail(what: string): PaymentProvider {
  if (getEnv().mode !== 'embedded') throw new PaymentProviderError(`${what} is not configured (see .env.example)`);
  return testGatewayProvider();
}

/** The provider for a payment method; null for a bank transfer (no provider involved). */
export function providerForMethod(method: PaymentMethod): PaymentProvider | null {
  if (method === 'bank-transfer') return null;
  if (method === 'credit-card') return stripeFromEnv() ?? testGatewayOrFail('Card payment (STRIPE_SECRET_KEY)');
  return payPalFromEnv() ?? testGatewayOrFail('PayPal (PAYPAL_CLIENT_ID)');
}

/** The provider whose webhooks arrive at /api/payments/webhook/{name}. */
export function providerByName(name: string): PaymentProvider | null {
  const env = getEnv();
  // a Stripe event without the secret to check it: 503 naming STRIPE_WEBHOOK_SECRET (Stripe retries later)
  if (name === 'stripe' && env.STRIPE_SECRET_KEY) requireVariable('STRIPE_WEBHOOK_SECRET', env);
  if (name === 'stripe') return stripeFromEnv();
  if (name === 'test')
    return env.mode === 'embedded' && env.LOCAL_PAYMENT_WEBHOOK_SECRET ? testGatewayProvider() : null;
  return null;
}
