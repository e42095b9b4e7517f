// The outbox sender's retry rules: the wait after each failed attempt, when to give up, which SMTP
// answers no retry will change, and the error line the admin reads.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_POLICY,
  errorLine,
  isPermanentFailure,
  retryDelayMs,
} from '../../../src/server/mail/queue/delivery-policy.ts';

describe('the retry schedule', () => {
  it('waits longer after each failed attempt and gives up after the last one', () => {
    const { backoffMs } = DEFAULT_DELIVERY_POLICY;
    const waits = backoffMs.map((_, i) => retryDelayMs(i + 1, backoffMs)!);
    expect(waits[0]).toBe(30_000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);
    expect(retryDelayMs(backoffMs.length + 1, backoffMs)).toBeNull();
    // a two-minute outage is over before the third attempt: delivered within minutes of the recovery
    expect(waits[0]! + waits[1]!).toBeGreaterThanOrEqual(60_000);
    expect(waits[0]! + waits[1]! + waits[2]!).toBeGreaterThan(120_000);
  });

  it('keeps a run and one send within a Netlify function, and the lease far beyond both', () => {
    const { runBudgetMs, sendTimeoutMs, leaseMs } = DEFAULT_DELIVERY_POLICY;
    expect(runBudgetMs + sendTimeoutMs).toBeLessThanOrEqual(26_000);
    expect(leaseMs).toBeGreaterThan(4 * (runBudgetMs + sendTimeoutMs));
  });
});

describe('failures', () => {
  it('gives up at once on a 5xx answer only', () => {
    expect(isPermanentFailure(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('try later'), { responseCode: 421 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });

  it('says what the server answered, on one line, with the transport code when the text lacks it', () => {
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 No such mailbox"), {
      code: 'EENVELOPE',
      response: '550 No such mailbox',
    });
    expect(errorLine(refused)).toBe('EENVELOPE: 550 No such mailbox');
    expect(errorLine(new Error('line one\n  line two'))).toBe('line one line two');
    expect(errorLine('x'.repeat(2000))).toHaveLength(1000);
  });
});
