// What the Supabase reset's check step hands the reset screen once it exchanged a recovery link's
// token hash (verifyOtp, type 'recovery'): the recovery session's access token, sealed with an HMAC
// under the server's Supabase secret key and given an hour. The confirm step takes only such a ticket
// (or a token hash): a bare access token is refused, since every signed-in session has one, and the
// seal proves the session came out of a recovery verification made by this server. The ticket is
// spent when the password is set: the confirm step signs every session of the account out, the
// recovery one included, and GoTrue then refuses its access token.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'rt1';
const SEPARATOR = '~'; // not in a JWT (base64url and dots), so a ticket never passes for one
export const RECOVERY_TICKET_MINUTES = 60;

function seal(expires: number, accessToken: string, secretKey: string): string {
  return createHmac('sha256', secretKey)
    .update(`supabase-recovery-ticket\0${expires}\0${accessToken}`)
    .digest('base64url');
}

export function recoveryTicket(accessToken: string, secretKey: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + RECOVERY_TICKET_MINUTES * 60;
  return [PREFIX, expires, accessToken, seal(expires, accessToken, secretKey)].join(SEPARATOR);
}

/** The ticket's access token; 'expired' past its hour; null for anything that is not a ticket this server sealed. */
export function openRecoveryTicket(
  ticket: string,
  secretKey: string,
  now = Date.now(),
): { accessToken: string } | 'expired' | null {
  const parts = ticket.split(SEPARATOR);
  const [prefix, expiry, accessToken, sealed] = parts;
  if (
    parts.length !== 4 ||
    prefix !== PREFIX ||
    expiry === undefined ||
    accessToken === undefined ||
    sealed === undefined
  )
    return null;
  if (!/^\d{1,12}$/.test(expiry)) return null;
  const expires = Number(expiry);
  const given = Buffer.from(sealed);
  const expected = Buffer.from(seal(expires, accessToken, secretKey));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expires * 1000 > now ? { accessToken } : 'expired';
}
