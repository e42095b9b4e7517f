// The official Stripe SDK (`stripe` on npm), set up once per configuration: pointed at
// STRIPE_API_BASE when it is set (a test double, Stripe's own stripe-mock) through the SDK's
// host/port/protocol options, a 15 s time-out, and no automatic retries: every call names its own
// idempotency key, and a failure surfaces as a PaymentProviderError the caller turns into a 502.
import Stripe from 'stripe';
import { PaymentProviderError } from './payment-provider.ts';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a test double's address. */
  apiBase: string;
}

export function stripeClient(config: StripeConfig): Stripe {
  const base = new URL(config.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: 15_000,
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: 'perfume-shop' },
  });
}

/** What went wrong, for the logs and the back-office: Stripe's status and message, never the key. */
export function stripeFailure(what: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError)
    return new PaymentProviderError(`Stripe: ${what} (${error.statusCode ?? 'no answer'} ${error.message})`);
  return new PaymentProviderError(`Stripe: ${what} (${(error as Error)?.message ?? String(error)})`);
}

/** A refusal by Stripe (4xx: no such session, a bad request) as opposed to an outage or a time-out. */
export function isStripeRefusal(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}
