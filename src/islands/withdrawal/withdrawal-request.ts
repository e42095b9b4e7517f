// The withdrawal form's conversation with POST /api/withdrawals/check and POST /api/withdrawals
// (src/contract/withdrawal.ts), apart from React: what each answer means for the page.
import type { WithdrawalCheck, WithdrawalReceipt } from '../../contract/withdrawal.ts';
import { postJson, type FetchOutcome } from '../../stores/fetch-json.ts';

export const IDENTITY_FIELDS = ['name', 'email', 'order_number'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export type Identity = Record<IdentityField, string>;

export type Failure =
  { kind: 'fields'; fields: (IdentityField | 'lines')[] } | { kind: 'notFound' | 'cancelled' | 'tooMany' | 'generic' };

function failureOf(answer: Exclude<FetchOutcome, { kind: 'ok' }>): Failure {
  if (answer.kind !== 'refused') return { kind: 'generic' };
  if (answer.code === 'not_found') return { kind: 'notFound' };
  if (answer.code === 'order_cancelled') return { kind: 'cancelled' };
  if (answer.code === 'rate_limited') return { kind: 'tooMany' };
  if (answer.code === 'validation_failed') {
    const named = Object.keys(answer.fields);
    const fields = [...IDENTITY_FIELDS, 'lines' as const].filter((f) => named.some((n) => n.split('.')[0] === f));
    if (fields.length > 0) return { kind: 'fields', fields };
  }
  return { kind: 'generic' };
}

const body = (identity: Identity, language: string) => ({ ...identity, language });

export async function checkOrder(
  identity: Identity,
  language: string,
): Promise<{ ok: true; check: WithdrawalCheck } | { ok: false; failure: Failure }> {
  const answer = await postJson('/api/withdrawals/check', body(identity, language));
  return answer.kind === 'ok'
    ? { ok: true, check: answer.data as WithdrawalCheck }
    : { ok: false, failure: failureOf(answer) };
}

export async function confirmWithdrawal(
  identity: Identity,
  language: string,
  lines: { id: number; quantity: number }[],
): Promise<{ ok: true; receipt: WithdrawalReceipt } | { ok: false; failure: Failure }> {
  const answer = await postJson('/api/withdrawals', { ...body(identity, language), lines });
  return answer.kind === 'ok'
    ? { ok: true, receipt: answer.data as WithdrawalReceipt }
    : { ok: false, failure: failureOf(answer) };
}

/** The form prefilled from the order's links: ?order=ML-000123&email=... */
export function prefilled(search: string): Identity {
  const params = new URLSearchParams(search);
  return { name: '', email: params.get('email') ?? '', order_number: params.get('order') ?? '' };
}
