// The key the shop's own calls to its background functions carry (the delayed storefront rebuild, the
// delivery of e-mails that carry a PDF): derived from a server-only secret and the function it opens,
// so a stranger cannot start background invocations, which count against the site's function usage.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../config/env.ts';

export const SHOP_CALL_KEY_HEADER = 'x-shop-call-key';

/** The key for calls to the background function `purpose`; null when the shop has no secret to derive it from. */
export function shopCallKey(env: Env, purpose: string): string | null {
  const secret = env.ORDER_TOKEN_SECRET ?? env.SUPABASE_SECRET_KEY ?? env.LOCAL_AUTH_SECRET;
  return secret ? createHmac('sha256', secret).update(purpose).digest('base64url') : null;
}

/** Whether `req` is the shop's own call to `purpose` (its key, compared in constant time). */
export function isShopCall(req: Request, env: Env, purpose: string): boolean {
  const expected = shopCallKey(env, purpose);
  const given = req.headers.get(SHOP_CALL_KEY_HEADER);
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * Starts the background function `name` on the shop at `siteUrl` (Netlify answers 202 at once); never
 * rejects: a failed start is logged with `fallback`, what picks the work up instead.
 */
export async function startBackgroundFunction(env: Env, name: string, fallback: string): Promise<void> {
  const key = shopCallKey(env, name);
  try {
    const response = await fetch(new URL(`/.netlify/functions/${name}`, env.siteUrl), {
      method: 'POST',
      headers: key ? { [SHOP_CALL_KEY_HEADER]: key } : {},
      signal: AbortSignal.timeout(5000),
    });
    await response.body?.cancel();
  } catch (error) {
    console.error(`Could not start ${name} (${fallback}):`, error);
  }
}
