// HMAC-SHA-256 webhook signatures in Stripe's scheme ("t=<unix seconds>,v1=<hex>" over
// "<t>.<raw body>"), used by Stripe and by our test gateway. A signature older than the tolerance is
// refused, which stops replays of captured messages; processed event ids stop duplicates.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './payment-provider.ts';

const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'mismatch' | 'expired';

export function checkSignature(
  secret: string,
  rawBody: string,
  header: string | null,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.flatMap(([k, v]) => (k === 'v1' && v && /^[0-9a-f]{64}$/.test(v) ? [v] : []));
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'), 'hex');
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!matches) return 'mismatch';
  if (Math.abs(now - Number(t)) > toleranceSeconds) return 'expired';
  return 'ok';
}

/**
 * A webhook's body once its signature holds, parsed as JSON; WebhookRejected otherwise. What the
 * event says is the provider's to read (`T` is what it expects, not yet checked).
 */
export function signedEvent<T>(secret: string, rawBody: string, signatureHeader: string | null): T {
  const check = checkSignature(secret, rawBody, signatureHeader);
  if (check !== 'ok') throw new WebhookRejected(`signature ${check}`);
  try {
    return JSON.parse(rawBody) as T;
  } catch {
    throw new WebhookRejected('body is not JSON');
  }
}
