// One refund per form submission: the admin's refund form sends a key of its own with each
// submission (Idempotency-Key header or `idempotency_key`). The first request with a key claims it
// (public.refund_requests) and makes the refund, keyed by it on its ledger row and on the provider's
// call; the same submission again, after it or at the same time, makes nothing and answers the first
// one's outcome once it is there. A key sent with another request body is refused (422).
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { LEDGER_MESSAGES, type RefundOutcome, type RefundRequest } from '../../contract/admin/ledger.ts';
import { ORDER_MESSAGES } from '../../contract/admin/orders.ts';
import { getSql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { refundOrder } from './ledger-refunds.ts';

/** How long a repeat waits for the first submission's outcome (a provider's answer takes seconds at most). */
const WAIT_MS = 30_000;
const POLL_MS = 50;

const hashOf = (orderId: number, request: RefundRequest) =>
  createHash('sha256')
    .update(JSON.stringify([orderId, request.amount_cents, request.reason, request.restock ?? false]))
    .digest('hex');

function keyReused(): HttpError {
  return new HttpError(422, 'This Idempotency-Key was already used with another refund', {
    code: 'idempotency_key_reused',
    fields: { 'Idempotency-Key': ['already used with another refund'] },
  });
}

/** True when this request claimed the key; else the first one's outcome (waited for while it is under way). */
async function claimOrAnswer(key: string, orderId: number, hash: string): Promise<true | RefundOutcome[]> {
  const sql = getSql();
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const [claimed] = await sql<{ key: string }[]>`
      insert into public.refund_requests (key, order_id, request_hash) values (${key}, ${orderId}, ${hash})
      on conflict (key) do nothing returning key`;
    if (claimed) return true;
    const [first] = await sql<{ request_hash: string; answer: RefundOutcome[] | null }[]>`
      select request_hash, answer from public.refund_requests where key = ${key}`;
    // gone: the first one failed before any money moved and let go of the key; claim it again
    if (!first) continue;
    if (first.request_hash !== hash) throw keyReused();
    if (first.answer) return first.answer;
    await delay(POLL_MS);
  }
  throw new HttpError(409, LEDGER_MESSAGES.refundUnderWay, { code: 'conflict' });
}

/** refundOrder once per key (no key: every request is a refund of its own). */
export async function refundOnce(
  orderId: number,
  request: RefundRequest,
  actor: string,
  key: string | null,
): Promise<RefundOutcome[]> {
  if (key === null) return refundOrder(orderId, request, actor);
  const [order] = await getSql()<{ id: number }[]>`select id from public.orders where id = ${orderId}`;
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const claim = await claimOrAnswer(key, orderId, hashOf(orderId, request));
  if (claim !== true) return claim;
  let outcomes: RefundOutcome[];
  try {
    outcomes = await refundOrder(orderId, request, actor, key);
  } catch (error) {
    // refused before any money moved (too large, a bad restock): the same key may be sent again
    await getSql()`delete from public.refund_requests where key = ${key} and answer is null`;
    throw error;
  }
  await getSql()`
    update public.refund_requests set answer = ${JSON.stringify(outcomes)}::text::jsonb, done_at = now() where key = ${key}`;
  return outcomes;
}
