// The key the shop's own call to rebuild-flush-background carries (src/server/http/shop-call-key.ts),
// so a stranger cannot start background invocations (each sleeps up to 90 s).
import type { Env } from '../config/env.ts';
import { isShopCall, SHOP_CALL_KEY_HEADER, shopCallKey } from '../http/shop-call-key.ts';

export const FLUSH_FUNCTION = 'rebuild-flush-background';
export const FLUSH_KEY_HEADER = SHOP_CALL_KEY_HEADER;

export function rebuildFlushKey(env: Env): string | null {
  return shopCallKey(env, FLUSH_FUNCTION);
}

export function isShopFlushCall(req: Request, env: Env): boolean {
  return isShopCall(req, env, FLUSH_FUNCTION);
}
