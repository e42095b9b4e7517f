// The key the shop's own call to rebuild-flush-background carries: derived from a server-only secret,
// so a stranger cannot start background invocations (each sleeps up to 90 s and counts against the
// site's function usage).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../config/env.ts';

export const FLUSH_KEY_HEADER = 'x-rebuild-flush-key';

export function rebuildFlushKey(env: Env): string | null {
  const secret = env.ORDER_TOKEN_SECRET ?? env.SUPABASE_SECRET_KEY ?? env.LOCAL_AUTH_SECRET;
  return secret ? createHmac('sha256', secret).update('rebuild-flush-background').digest('base64url') : null;
}

export function isShopFlushCall(req: Request, env: Env): boolean {
  const expected = rebuildFlushKey(env);
  const given = req.headers.get(FLUSH_KEY_HEADER);
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
