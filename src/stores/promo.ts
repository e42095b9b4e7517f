// Promo codes are data the admin manages: the server says whether a code exists (GET /api/promo-codes/{code}).
import { applyPromo } from './cart.ts';
import { fetchJson } from './fetch-json.ts';
import { isObject } from './json-shape.ts';

export type RedeemResult = 'applied' | 'invalid' | 'unavailable';

// The codes the admin can create (letters, digits, - and _): anything else is refused without a call.
const CODE_PATTERN = /^[a-z0-9_-]{2,40}$/;

export async function redeemPromo(rawCode: string): Promise<RedeemResult> {
  const code = rawCode.trim().toLowerCase();
  if (!CODE_PATTERN.test(code)) return 'invalid';
  const res = await fetchJson(`/api/promo-codes/${encodeURIComponent(code)}`);
  if (res.ok && isObject(res.data) && typeof res.data.percent_off === 'number') {
    applyPromo({ code: typeof res.data.code === 'string' ? res.data.code : code, percent_off: res.data.percent_off });
    return 'applied';
  }
  // an unknown code (not_found) or one the server cannot read; anything else is the shop's trouble
  return res.kind === 'refused' &&
    (res.code === 'not_found' || res.code === 'bad_request' || res.code === 'validation_failed')
    ? 'invalid'
    : 'unavailable';
}
