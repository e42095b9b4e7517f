// How the sender retries: the waits between attempts, how long a claimed row is held, how long one
// run may go on. One policy per process; tests shorten it (minutes become milliseconds) and run the
// very same code.

export interface DeliveryPolicy {
  /** Wait after the 1st, 2nd, ... failed attempt; after the last one the e-mail is 'failed'. */
  backoffMs: readonly number[];
  /** How long a claimed row is the claimer's: far beyond one attempt, so a slow send is never sent twice. */
  leaseMs: number;
  /** One attempt's limit (a mail server that accepts the connection and then hangs). */
  sendTimeoutMs: number;
  /** A run claims no new row after this (a Netlify function is stopped at 30 s; the next run goes on). */
  runBudgetMs: number;
  /** How long a held e-mail waits for the step that completes it (held-emails.ts) before it goes as first written. */
  holdMs: number;
}

/**
 * 11 attempts over about 18 hours: a mail server down for minutes gets its mail within a minute or two
 * of coming back (the scheduled sender runs every minute), a longer outage still ends in delivery.
 */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  backoffMs: [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 36_000_000],
  leaseMs: 5 * 60_000,
  // a run ends within budget + one send (25 s): inside a Netlify function's time (scheduled: 30 s)
  sendTimeoutMs: 15_000,
  runBudgetMs: 10_000,
  // a card refund answers within seconds; a process that died before completing its e-mail is long gone by then
  holdMs: 10 * 60_000,
};

let policy: DeliveryPolicy = DEFAULT_DELIVERY_POLICY;

export function deliveryPolicy(): DeliveryPolicy {
  return policy;
}

/** Replaces parts of the policy (tests: seconds instead of hours); returns the undo. */
export function setDeliveryPolicy(changes: Partial<DeliveryPolicy>): () => void {
  const before = policy;
  policy = { ...policy, ...changes };
  return () => {
    policy = before;
  };
}

/** The wait before the next attempt after `attempts` attempts, or null when none is left. */
export function retryDelayMs(attempts: number, backoffMs: readonly number[]): number | null {
  return backoffMs[attempts - 1] ?? null;
}

/**
 * A refusal no retry will change: the server's 5xx answer about this message or recipient (550 no
 * such mailbox). A 4xx answer, a refused or dropped connection, a timeout are worth another attempt.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The error in one line for the admin: the SMTP answer or the transport's message. */
export function errorLine(error: unknown): string {
  const e = error as { response?: unknown; code?: unknown; message?: unknown } | null;
  const text =
    typeof e?.response === 'string' ? e.response : typeof e?.message === 'string' ? e.message : String(error);
  const code = typeof e?.code === 'string' && !text.includes(e.code) ? `${e.code}: ` : '';
  return `${code}${text}`.replace(/\s+/g, ' ').trim().slice(0, 1000);
}
