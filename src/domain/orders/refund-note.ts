// The status history's notes of a refund, written by the server in English like
// every stored note and read back by the admin into its own words: a refund the provider took (the
// amount, in cents so it reads back exactly, and the provider) or one that failed (the order then
// carries the "refund needed" mark and the owner refunds by hand).

export interface RefundNote {
  kind: 'refunded' | 'refund_failed';
  amountCents: number;
  provider: string;
}

const PATTERN = /^(refunded|refund failed): (\d+) cents through ([a-z]+)/;

export function refundedNote(amountCents: number, provider: string, refundId: string): string {
  return `refunded: ${amountCents} cents through ${provider} (${refundId})`;
}

export function refundFailedNote(amountCents: number, provider: string, reason: string): string {
  return `refund failed: ${amountCents} cents through ${provider}: ${reason}`.slice(0, 500);
}

/** The refund a history note records, or null for any other note. */
export function refundNoteOf(note: string | null | undefined): RefundNote | null {
  const match = typeof note === 'string' ? PATTERN.exec(note) : null;
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return {
    kind: match[1] === 'refunded' ? 'refunded' : 'refund_failed',
    amountCents: Number(match[2]),
    provider: match[3],
  };
}
