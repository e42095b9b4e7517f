// Refunds asked by the owner (POST /api/orders/{id}/refunds), whole or partial: through the provider
// for what card payments brought (a partial refund of the payment, with an Idempotency-Key derived
// from this refund's key: the form submission's own, so the same submission sent again is given back
// by the provider, a second refund is a new one), recorded as paid back by hand for the rest (a
// transfer's money: the owner pays it back from the bank). Each refund is a ledger row keyed by it,
// with its credit note (an invoiced order) and, if asked, the chosen units back on sale; see
// docs/payments-ledger.md.
import { randomUUID } from 'node:crypto';
import { LEDGER_MESSAGES, type RefundOutcome, type RefundRequest } from '../../contract/admin/ledger.ts';
import { ORDER_MESSAGES } from '../../contract/admin/orders.ts';
import { refundedNote, refundFailedNote } from '../../domain/orders/refund-note.ts';
import { getSql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { ledgerSums } from './ledger.ts';
import { payerIban } from './refund-ways.ts';
import { restockArgument, type RestockArgument } from './refund-restock.ts';
import { sendRefundEmail } from '../orders/refund-emails.ts';
import { askProvider, providerOf, refundables, type Refundable } from './refunds.ts';

/** What the order holds (received less refunded); 404 for no such order. */
async function refundableCents(orderId: number): Promise<number> {
  const sql = getSql();
  const [order] = await sql<{ id: number }[]>`select id from public.orders where id = ${orderId}`;
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const sums = await ledgerSums(sql, orderId);
  return sums.receivedCents - sums.refundedCents;
}

/** One provider payment's share of the refund, through its provider; the outcome recorded once. */
async function refundThroughProvider(
  orderId: number,
  payment: Refundable,
  amountCents: number,
  keys: { call: string; refund: string },
  request: RefundRequest & { restockArg: RestockArgument },
  actor: string,
): Promise<RefundOutcome> {
  const key = keys.call;
  const answer = await askProvider(orderId, payment, amountCents, key);
  const refundId = answer.ok ? answer.refundId : `refund-attempt-${key}`;
  const note = answer.ok
    ? `${refundedNote(amountCents, payment.provider, answer.refundId)}: ${request.reason}`.slice(0, 500)
    : refundFailedNote(amountCents, payment.provider, answer.reason);
  const [row] = await getSql()<{ r: { result: string; credit_note?: string | null } }[]>`
    select public.record_provider_refund_lines(${orderId}, ${payment.provider}, ${payment.event_id}, ${refundId}, ${amountCents},
                                               ${answer.ok}, ${actor}, ${note}, ${jsonArg(request.restockArg)}::text::jsonb, ${keys.refund}) as r`;
  return {
    amount_cents: amountCents,
    how: 'provider',
    result: answer.ok ? 'refunded' : 'refund_failed',
    credit_note: row?.r.credit_note ?? null,
  };
}

/** The restock argument as the SQL functions take it (a jsonb: null, "all" or the lines). */
const jsonArg = (restock: RestockArgument) => (restock === null ? null : JSON.stringify(restock));

/**
 * Refunds `amount_cents` of the order: card payments first (through their provider), the rest as paid
 * back by hand. 409 refund_too_large beyond what the order holds; 422 for a restock beyond its lines.
 * `refundKey`: the form submission's key (a new one when the client sent none).
 */
export async function refundOrder(
  orderId: number,
  request: RefundRequest,
  actor: string,
  refundKey: string = randomUUID(),
): Promise<RefundOutcome[]> {
  const holds = await refundableCents(orderId);
  if (request.amount_cents > holds) {
    throw new HttpError(409, LEDGER_MESSAGES.refundTooLarge, {
      code: 'refund_too_large',
      details: { refundable_cents: Math.max(0, holds) },
    });
  }
  // the units back on sale go with the first part of the refund that is recorded
  let restockArg = await restockArgument(getSql(), orderId, request);
  const outcomes: RefundOutcome[] = [];
  let left = request.amount_cents;
  for (const payment of await refundables(getSql(), orderId)) {
    if (left === 0 || !providerOf(payment.provider)?.refund) continue;
    const share = Math.min(left, payment.amount_cents);
    const keys = { call: `refund-${refundKey}-${payment.provider}-${payment.event_id}`, refund: refundKey };
    const outcome = await refundThroughProvider(orderId, payment, share, keys, { ...request, restockArg }, actor);
    outcomes.push(outcome);
    if (outcome.result !== 'refunded') return outcomes;
    left -= share;
    restockArg = null;
  }
  if (left > 0) {
    const [row] = await getSql()<{ r: { credit_note: string | null } }[]>`
      select public.record_hand_refund_lines(${orderId}, ${left}, 'bank_transfer', ${actor}, ${request.reason},
                                             ${jsonArg(restockArg)}::text::jsonb, ${refundKey}) as r`;
    outcomes.push({ amount_cents: left, how: 'hand', result: 'refunded', credit_note: row?.r.credit_note ?? null });
  }
  await tellShopper(orderId, outcomes);
  return outcomes;
}

/** The refund e-mail: the amount, how it comes back (card, transfer to the payer's IBAN), its credit notes. */
async function tellShopper(orderId: number, outcomes: RefundOutcome[]): Promise<void> {
  const done = outcomes.filter((o) => o.result === 'refunded');
  const sum = (how: RefundOutcome['how']) =>
    done.filter((o) => o.how === how).reduce((total, o) => total + o.amount_cents, 0);
  const transferCents = sum('hand');
  await sendRefundEmail(orderId, {
    providerCents: sum('provider'),
    transferCents,
    iban: transferCents > 0 ? await payerIban(getSql(), orderId) : null,
    creditNotes: done.flatMap((o) => (o.credit_note ? [o.credit_note] : [])),
  });
}
