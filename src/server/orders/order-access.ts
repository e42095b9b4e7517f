// The shopper's access token for an order. It is derived (HMAC-SHA-256, 256 bits) from a server
// secret and the order's idempotency key and request hash, so a retried request (same key, same
// body) gets the very same answer, token included, while only the token's SHA-256 is stored. Without
// the secret nobody can compute it; the idempotency key alone is not enough.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../config/env.ts';
import { requireVariable } from '../config/runtime-variables.ts';

function tokenSecret(): string {
  const env = getEnv();
  if (env.ORDER_TOKEN_SECRET) return env.ORDER_TOKEN_SECRET;
  if (env.mode === 'embedded' && env.LOCAL_AUTH_SECRET) return env.LOCAL_AUTH_SECRET;
  return requireVariable('ORDER_TOKEN_SECRET', env);
}

/** A value only the server can make, for one purpose and one order (its idempotency key and request hash). */
export function deriveOrderValue(purpose: string, idempotencyKey: string, requestHash: string): string {
  return createHmac('sha256', tokenSecret())
    .update(`${purpose}\0${idempotencyKey}\0${requestHash}`)
    .digest('base64url');
}

export function deriveAccessToken(idempotencyKey: string, requestHash: string): string {
  return deriveOrderValue('order-access', idempotencyKey, requestHash);
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of a presented token with the stored hash. */
export function accessTokenMatches(token: string | null | undefined, storedHash: string): boolean {
  if (!token || token.length > 200) return false;
  const presented = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
