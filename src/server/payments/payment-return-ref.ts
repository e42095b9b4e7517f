// The reference in the return URLs given to a payment provider (public.payment_return_refs), in place
// of the order's access token: those URLs are kept by the provider and logged by every server and
// proxy on the way, so what they carry is worth one way back, for a limited time.
//
// It is derived (HMAC with the order's secret inputs and the provider), not drawn at random: a
// provider's session is made once per order and handed out again on a retry with the very same
// parameters (Stripe's Idempotency-Key refuses others), so its URLs must stay the same. One-use is
// kept in the database instead: every time the shopper is sent to the provider's page the reference
// is armed (used_at cleared, a new expiry), and the way back spends it with one update.
import { createHash } from 'node:crypto';
import { getSql } from '../db/client.ts';
import type { ProviderName } from './providers/payment-provider.ts';
import { deriveOrderValue } from '../orders/order-access.ts';
import type { OrderDetails } from '../orders/order-repository.ts';

const REF_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashRef = (ref: string): string => createHash('sha256').update(ref).digest('hex');

export function paymentReturnRef(order: Pick<OrderDetails, 'internal'>, provider: ProviderName): string {
  return deriveOrderValue(`payment-return\0${provider}`, order.internal.idempotencyKey, order.internal.requestHash);
}

/**
 * Makes the order's reference for this provider usable once more, until the provider's page closes:
 * the order's stock hold, within the 30 minutes to 24 hours a provider's page lives (Stripe's bounds),
 * plus 15 minutes for a shopper who pays at the last moment.
 */
export async function armPaymentReturnRef(
  order: Pick<OrderDetails, 'id' | 'internal'>,
  provider: ProviderName,
): Promise<void> {
  await getSql()`
    insert into public.payment_return_refs (ref_hash, order_id, provider, expires_at)
    select ${hashRef(paymentReturnRef(order, provider))}, o.id, ${provider},
           least(now() + interval '24 hours', greatest(now() + interval '30 minutes', coalesce(o.hold_until, now()))) + interval '15 minutes'
      from public.orders o where o.id = ${order.id}
    on conflict (order_id, provider) do update
      set ref_hash = excluded.ref_hash, expires_at = excluded.expires_at, armed_at = now(), used_at = null`;
}

export type RefExchange =
  { kind: 'ok'; orderId: number } | { kind: 'used' | 'expired'; orderId: number } | { kind: 'invalid' };

/** Spends a reference: its order once, while it is armed and not expired; otherwise why not. */
export async function spendPaymentReturnRef(ref: string): Promise<RefExchange> {
  if (!REF_PATTERN.test(ref)) return { kind: 'invalid' };
  const sql = getSql();
  const hash = hashRef(ref);
  const [spent] = await sql<{ order_id: number }[]>`
    update public.payment_return_refs set used_at = now()
     where ref_hash = ${hash} and used_at is null and expires_at > now()
    returning order_id`;
  if (spent) return { kind: 'ok', orderId: spent.order_id };
  const [row] = await sql<{ order_id: number; used: boolean }[]>`
    select order_id, used_at is not null as used from public.payment_return_refs where ref_hash = ${hash}`;
  if (!row) return { kind: 'invalid' };
  return { kind: row.used ? 'used' : 'expired', orderId: row.order_id };
}

/** The way back failed before it was done (a provider that did not answer): the shopper may try it again. */
export async function restorePaymentReturnRef(ref: string): Promise<void> {
  await getSql()`update public.payment_return_refs set used_at = null where ref_hash = ${hashRef(ref)}`;
}
