// Promo codes are data the admin manages: the server says whether a code exists (GET /api/promo-codes/{code}).
import { applyPromo, type AppliedPromo } from './cart.ts';
import { fetchJson } from './fetch-json.ts';

export type RedeemResult = 'applied' | 'invalid' | 'unavailable';

export async function redeemPromo(rawCode: string): Promise<RedeemResult> {
  const code = rawCode.trim().toLowerCase();
  if (!/^[a-z0-9_-]{2,40}$/.test(code)) return 'invalid';
  const res = await fetchJson<AppliedPromo>(`/api/promo-codes/${encodeURIComponent(code)}`);
  if (res.ok && typeof res.data?.percent_off === 'number') {
    applyPromo({ code: res.data.code ?? code, percent_off: res.data.percent_off });
    return 'applied';
  }
  return res.status === 404 || res.status === 400 ? 'invalid' : 'unavailable';
}
