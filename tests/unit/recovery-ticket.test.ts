// The ticket a Supabase reset's check hands the screen: sealed by this server, for an hour.
import { describe, expect, it } from 'vitest';
import { openRecoveryTicket, recoveryTicket, RECOVERY_TICKET_MINUTES } from '../../src/server/auth/recovery-ticket.ts';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
const KEY = 'sb_secret_one';

describe('recovery ticket', () => {
  it('opens to its access token under the same key, within its hour', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const ticket = recoveryTicket(JWT, KEY, now);
    expect(openRecoveryTicket(ticket, KEY, now + 59 * 60_000)).toEqual({ accessToken: JWT });
    expect(openRecoveryTicket(ticket, KEY, now + RECOVERY_TICKET_MINUTES * 60_000 + 1000)).toBe('expired');
  });

  it('is nothing under another key, with another token or time, or when it is not a ticket', () => {
    const ticket = recoveryTicket(JWT, KEY);
    const [prefix, expires, , seal] = ticket.split('~');
    expect(openRecoveryTicket(ticket, 'sb_secret_other')).toBeNull();
    expect(openRecoveryTicket([prefix, expires, `${JWT}x`, seal].join('~'), KEY)).toBeNull();
    expect(openRecoveryTicket([prefix, Number(expires) + 3600, JWT, seal].join('~'), KEY)).toBeNull();
    for (const token of [JWT, 'a-token-hash-0123456789', '', `${ticket}~x`])
      expect(openRecoveryTicket(token, KEY)).toBeNull();
  });
});
